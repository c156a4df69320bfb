import Foundation

/// A Cover Art Archive stand-in on 127.0.0.1: `/release/<mbid>/<caa id>-250.jpg` answers 307
/// to `/download/mbid-<mbid>/mbid-<mbid>-<caa id>_thumb250.jpg`, as the real archive sends
/// clients to archive.org, and that serves the JPEG bytes it was given (404 for others).
/// Faults queued for a cover answer its next requests instead; it counts requests in flight.
public final class FakeCoverArchive: Sendable {
    public enum Fault: Sendable {
        case status(Int)
        /// 429 with `X-RateLimit-Reset-In`.
        case rateLimited(resetIn: Int)
        /// 200 with these bytes instead of the cover.
        case body(Data)
        /// 200 with the first half of the cover (Content-Length says half: a short JPEG).
        case truncated
        /// Answers normally after waiting this long.
        case slow(seconds: Double)
        /// Never answers: the connection stays open until the server stops.
        case hang
        /// The cover, one byte every `secondsPerByte`.
        case drip(secondsPerByte: Double)
        /// A 200 "image" of `bytes` bytes, with or without a Content-Length.
        case huge(bytes: Int, declaresLength: Bool)
        /// 429 with `Retry-After` in seconds.
        case retryAfter(seconds: Int)
    }

    public let state: State
    private let server: LoopbackServer
    public var baseURL: URL { server.baseURL }

    private init(server: LoopbackServer, state: State) {
        self.server = server
        self.state = state
    }

    /// - Parameter delay: how long every cover answer takes, so concurrent requests overlap.
    public static func start(delay: Double = 0.02) throws -> FakeCoverArchive {
        let state = State(delay: delay)
        let server = try LoopbackServer { request, server in state.respond(to: request, server: server) }
        return FakeCoverArchive(server: server, state: state)
    }

    /// Stops answering and closes every connection, held ones too.
    public func stop() {
        server.stop()
    }

    /// The archive's covers, script and what it saw, behind a lock (connection threads share it).
    public final class State: Sendable {
        let delay: Double
        private let storage = Locked(Storage())

        private struct Storage {
            /// Cover bytes by "<mbid>-<caa id>".
            var covers: [String: Data] = [:]
            /// Served for any cover not set one by one (for whole histories).
            var anyCover: Data?
            var faults: [(key: String, fault: Fault)] = []
            /// Paths asked for, in order, and the User-Agent of each.
            var seen: [(path: String, userAgent: String?)] = []
            var inFlight = 0
            /// The most cover requests that were ever being answered at once.
            var maxInFlight = 0
            /// Covers answered so far, and after how many every further one hangs (nil: never).
            var answered = 0
            var hangsAfter: Int?
        }

        init(delay: Double) {
            self.delay = delay
        }

        public var seen: [(path: String, userAgent: String?)] { storage.withLock { $0.seen } }
        public var maxInFlight: Int { storage.withLock { $0.maxInFlight } }

        public func setCover(_ data: Data, mbid: String, caaID: Int64) { storage.withLock { $0.covers["\(mbid)-\(caaID)"] = data } }
        public func serveAnyCover(_ data: Data) { storage.withLock { $0.anyCover = data } }
        public func enqueue(_ fault: Fault, mbid: String, caaID: Int64, times: Int = 1) {
            storage.withLock { storage in
                for _ in 0..<times { storage.faults.append(("\(mbid)-\(caaID)", fault)) }
            }
        }

        /// Answers `count` more covers, then hangs every further one until called again with nil:
        /// a client can be caught midway without racing a clock.
        public func hang(after count: Int?) {
            storage.withLock { storage in storage.hangsAfter = count.map { storage.answered + $0 } }
        }

        /// Requests for the first hop of a cover (`/release/…`), i.e. covers asked for.
        public var coverRequests: [String] { seen.map(\.path).filter { $0.hasPrefix("/release/") } }

        func respond(to request: LoopbackServer.Request, server: LoopbackServer) -> LoopbackServer.Response {
            storage.withLock { $0.seen.append((request.path, request.header("User-Agent"))) }
            let parts = request.path.split(separator: "/").map(String.init)
            if parts.count == 3, parts[0] == "release", parts[2].hasSuffix("-250.jpg") {
                let caaID = parts[2].dropLast("-250.jpg".count)
                let key = "\(parts[1])-\(caaID)"
                let fault: Fault? = storage.withLock { storage in
                    guard let index = storage.faults.firstIndex(where: { $0.key == key }) else { return nil }
                    return storage.faults.remove(at: index).fault
                }
                if let fault { return answer(key, fault: fault, server: server) }
                return LoopbackServer.Response(
                    status: 307, headers: [("Location", "/download/mbid-\(parts[1])/mbid-\(parts[1])-\(caaID)_thumb250.jpg")])
            }
            if parts.count == 3, parts[0] == "download", parts[2].hasSuffix("_thumb250.jpg") {
                let name = parts[2].dropFirst("mbid-".count).dropLast("_thumb250.jpg".count)
                return answer(String(name), fault: nil, server: server)
            }
            return LoopbackServer.Response(status: 404)
        }

        private func answer(_ key: String, fault: Fault?, server: LoopbackServer) -> LoopbackServer.Response {
            storage.withLock { storage in
                storage.inFlight += 1
                storage.maxInFlight = max(storage.maxInFlight, storage.inFlight)
            }
            defer { storage.withLock { $0.inFlight -= 1 } }
            let held = storage.withLock { storage in
                guard let limit = storage.hangsAfter, storage.answered >= limit else {
                    storage.answered += 1
                    return false
                }
                return true
            }
            if held { return LoopbackServer.Response(status: 200, body: .never) }
            var wait = delay
            if case let .slow(seconds)? = fault { wait = seconds }
            if wait > 0 { server.wait(seconds: wait) }
            let cover = storage.withLock { $0.covers[key] ?? $0.anyCover }
            let jpeg: [(name: String, value: String)] = [("Content-Type", "image/jpeg")]
            switch fault {
            case let .status(code)?:
                return LoopbackServer.Response(status: code)
            case let .rateLimited(resetIn)?:
                return LoopbackServer.Response(
                    status: 429, headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset-In", String(resetIn))])
            case let .retryAfter(seconds)?:
                return LoopbackServer.Response(status: 429, headers: [("Retry-After", String(seconds))])
            case let .body(data)?:
                return LoopbackServer.Response(status: 200, headers: jpeg, body: .data(data))
            case .truncated?:
                guard let cover else { return LoopbackServer.Response(status: 404) }
                return LoopbackServer.Response(status: 200, headers: jpeg, body: .data(cover.prefix(cover.count / 2)))
            case .hang?:
                return LoopbackServer.Response(status: 200, body: .never)
            case let .drip(secondsPerByte)?:
                guard let cover else { return LoopbackServer.Response(status: 404) }
                return LoopbackServer.Response(
                    status: 200, headers: jpeg,
                    body: .stream(length: cover.count) { write, server in
                        for byte in cover where write(Data([byte])) {
                            guard server.wait(seconds: secondsPerByte) else { return }
                        }
                    })
            case let .huge(bytes, declaresLength)?:
                let chunk = Data(repeating: 0xFF, count: 1 << 16)
                return LoopbackServer.Response(
                    status: 200, headers: jpeg,
                    body: .stream(length: declaresLength ? bytes : nil) { write, _ in
                        var sent = 0
                        while sent < bytes, write(chunk.prefix(bytes - sent)) { sent += chunk.count }
                    })
            case .slow?, nil:
                guard let cover else { return LoopbackServer.Response(status: 404) }
                return LoopbackServer.Response(status: 200, headers: jpeg, body: .data(cover))
            }
        }
    }
}
