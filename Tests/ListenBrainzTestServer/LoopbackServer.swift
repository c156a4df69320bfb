import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 (an ephemeral port) that answers on threads of its own.
///
/// The fakes the tests talk to must answer whatever else the test process is doing: Swift
/// concurrency's cooperative pool has as many threads as cores (two on CI), and a parallel
/// test run fills it. A server on that pool answers when the pool has time, so a client's
/// timeout would measure the scheduler. Here one thread accepts and one thread per connection
/// reads, calls the handler and writes, all with blocking POSIX calls; nothing waits on the pool.
public final class LoopbackServer: Sendable {
    /// One request as the handler sees it.
    public struct Request: Sendable {
        public var method: String
        /// The path without the query, percent-encoding kept.
        public var path: String
        public var query: [(name: String, value: String)]
        /// Header names in lower case.
        public var headers: [String: String]

        public func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    /// How a response's body reaches the client.
    public enum Body: Sendable {
        case data(Data)
        /// Written piece by piece by `write` (which returns false once the client has gone),
        /// with `Content-Length: length` when given, else ended by closing the connection.
        case stream(length: Int?, write: @Sendable (_ write: (Data) -> Bool, _ server: LoopbackServer) -> Void)
        /// Never answered: the connection is held open until the server stops.
        case never
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [(name: String, value: String)]
        public var body: Body

        public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .data(Data())) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        public init(status: Int, json: String, headers: [(name: String, value: String)] = []) {
            self.init(status: status, headers: [("Content-Type", "application/json")] + headers, body: .data(Data(json.utf8)))
        }
    }

    public typealias Handler = @Sendable (Request, LoopbackServer) -> Response

    public let baseURL: URL
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let state = Locked(Connections())

    private struct Connections {
        var open: Set<Int32> = []
        var stopped = false
    }

    private let stopCondition = NSCondition()

    /// Binds, listens and starts accepting before it returns, so the first request is answered.
    public init(handler: @escaping Handler) throws {
        let descriptor = socket(AF_INET, Self.streamType, 0)
        guard descriptor >= 0 else { throw Self.posixError("socket") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let error = Self.posixError("bind")
            close(descriptor)
            throw error
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        self.handler = handler
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw Self.posixError("url") }
        baseURL = url
        let accepting = Thread { [self] in acceptLoop() }
        accepting.name = "loopback-accept-\(port)"
        accepting.start()
    }

    /// Stops accepting, closes every connection (held or streaming ones too) and wakes every
    /// `wait`. Idempotent.
    public func stop() {
        let open: Set<Int32>? = state.withLock { connections in
            guard !connections.stopped else { return nil }
            connections.stopped = true
            return connections.open
        }
        guard let open else { return }
        stopCondition.lock()
        stopCondition.broadcast()
        stopCondition.unlock()
        // shutdown(2) wakes a thread blocked in accept(2) or recv(2) on the socket; the thread
        // that owns each socket closes it.
        shutdown(listener, Int32(SHUT_RDWR))
        for socket in open { shutdown(socket, Int32(SHUT_RDWR)) }
    }

    public var isStopped: Bool { state.withLock { $0.stopped } }

    /// Waits `seconds` on the calling (connection) thread, or less when the server stops.
    /// Returns false when it stopped.
    @discardableResult
    public func wait(seconds: Double) -> Bool {
        // Foundation's NSCondition traps on a deadline as far off as `distantFuture`.
        let deadline = seconds.isFinite ? Date(timeIntervalSinceNow: seconds) : nil
        stopCondition.lock()
        defer { stopCondition.unlock() }
        while !isStopped {
            guard let deadline else {
                stopCondition.wait()
                continue
            }
            if !stopCondition.wait(until: deadline) { return !isStopped }
        }
        return false
    }

    deinit {
        stop()
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                break
            }
            let admitted = state.withLock { connections in
                guard !connections.stopped else { return false }
                connections.open.insert(connection)
                return true
            }
            guard admitted else {
                close(connection)
                break
            }
            var noDelay: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            let thread = Thread { [self] in serve(connection) }
            thread.name = "loopback-\(port)-\(connection)"
            thread.start()
        }
        close(listener)
    }

    /// Answers requests on one keep-alive connection until either side closes it.
    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.open.remove(connection) }
            close(connection)
        }
        var reader = RequestReader(socket: connection)
        while let request = reader.next() {
            let response = handler(request, self)
            guard write(response, to: connection), request.header("Connection")?.lowercased() != "close" else { return }
        }
    }

    /// Writes `response`; false when the connection must close after it.
    private func write(_ response: Response, to connection: Int32) -> Bool {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        switch response.body {
        case let .data(data):
            head += "Content-Length: \(data.count)\r\n\r\n"
            return send(Data(head.utf8) + data, to: connection)
        case let .stream(length, write):
            head += length.map { "Content-Length: \($0)\r\n" } ?? "Connection: close\r\n"
            head += "\r\n"
            guard send(Data(head.utf8), to: connection) else { return false }
            write({ self.send($0, to: connection) }, self)
            return length != nil
        case .never:
            _ = wait(seconds: .infinity)
            return false
        }
    }

    private func send(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return true }
            var left = buffer.count
            while left > 0 {
                let sent = Glibc.send(connection, pointer, left, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                pointer += sent
                left -= sent
            }
            return true
        }
    }

    private static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    private static func posixError(_ call: String) -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(call) failed: \(String(cString: strerror(errno)))"])
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        default: "Scripted"
        }
    }
}

/// Reads HTTP/1.1 requests off one socket: the head up to the blank line, then a body of
/// `Content-Length` bytes, which the fakes ignore.
private struct RequestReader {
    let socket: Int32
    private var buffer = Data()

    init(socket: Int32) {
        self.socket = socket
    }

    mutating func next() -> LoopbackServer.Request? {
        let separator = Data("\r\n\r\n".utf8)
        var end = buffer.range(of: separator)
        while end == nil {
            guard fill(), buffer.count < 1 << 20 else { return nil }
            end = buffer.range(of: separator)
        }
        guard let end else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        buffer = Data(buffer[end.upperBound...])
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let bodyLength = headers["content-length"].flatMap(Int.init) ?? 0
        while buffer.count < bodyLength {
            guard fill() else { return nil }
        }
        buffer = Data(buffer.dropFirst(bodyLength))
        let target = String(requestLine[1])
        let path = String(target.prefix { $0 != "?" })
        let query = URLComponents(string: target)?.queryItems?.map { ($0.name, $0.value ?? "") } ?? []
        return LoopbackServer.Request(method: String(requestLine[0]), path: path, query: query, headers: headers)
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }
}

/// A value behind a lock, for the fakes' state that connection threads and tests share.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
