import FlyingFox
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
    }

    public let state: State
    private let server: HTTPServer
    public let baseURL: URL

    private init(server: HTTPServer, state: State, baseURL: URL) {
        self.server = server
        self.state = state
        self.baseURL = baseURL
    }

    /// - Parameter delay: how long every cover answer takes, so concurrent requests overlap.
    public static func start(delay: Double = 0.02) async throws -> FakeCoverArchive {
        let state = State(delay: delay)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in await state.respond(to: request) }
        let task = Task { try await server.run() }
        // Generous: the whole suite runs in parallel on two cores.
        try await server.waitUntilListening(timeout: 60)
        guard case let .ip4(_, port)? = await server.listeningAddress else {
            task.cancel()
            throw CancellationError()
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw CancellationError() }
        return FakeCoverArchive(server: server, state: state, baseURL: url)
    }

    public func stop() async {
        await server.stop()
    }

    public actor State {
        let delay: Double
        /// Cover bytes by "<mbid>-<caa id>".
        private var covers: [String: Data] = [:]
        /// Served for any cover not set one by one (for whole histories).
        private var anyCover: Data?
        private var faults: [(key: String, fault: Fault)] = []
        /// Paths asked for, in order, and the User-Agent of each.
        public private(set) var seen: [(path: String, userAgent: String?)] = []
        private var inFlight = 0
        /// The most cover requests that were ever being answered at once.
        public private(set) var maxInFlight = 0

        init(delay: Double) {
            self.delay = delay
        }

        public func setCover(_ data: Data, mbid: String, caaID: Int64) { covers["\(mbid)-\(caaID)"] = data }
        public func serveAnyCover(_ data: Data) { anyCover = data }
        public func enqueue(_ fault: Fault, mbid: String, caaID: Int64, times: Int = 1) {
            for _ in 0..<times { faults.append(("\(mbid)-\(caaID)", fault)) }
        }

        /// Requests for the first hop of a cover (`/release/…`), i.e. covers asked for.
        public var coverRequests: [String] { seen.map(\.path).filter { $0.hasPrefix("/release/") } }

        func respond(to request: HTTPRequest) async -> HTTPResponse {
            seen.append((request.path, request.headers[HTTPHeader("User-Agent")]))
            let parts = request.path.split(separator: "/").map(String.init)
            if parts.count == 3, parts[0] == "release", parts[2].hasSuffix("-250.jpg") {
                let caaID = parts[2].dropLast("-250.jpg".count)
                let key = "\(parts[1])-\(caaID)"
                if let index = faults.firstIndex(where: { $0.key == key }) {
                    let fault = faults.remove(at: index).fault
                    return await answer(key, fault: fault)
                }
                var headers = HTTPHeaders()
                headers[.location] = "/download/mbid-\(parts[1])/mbid-\(parts[1])-\(caaID)_thumb250.jpg"
                return HTTPResponse(statusCode: HTTPStatusCode(307, phrase: "Temporary Redirect"), headers: headers)
            }
            if parts.count == 3, parts[0] == "download", parts[2].hasSuffix("_thumb250.jpg") {
                let name = parts[2].dropFirst("mbid-".count).dropLast("_thumb250.jpg".count)
                return await answer(String(name), fault: nil)
            }
            return HTTPResponse(statusCode: .notFound)
        }

        private func answer(_ key: String, fault: Fault?) async -> HTTPResponse {
            inFlight += 1
            maxInFlight = max(maxInFlight, inFlight)
            defer { inFlight -= 1 }
            var wait = delay
            if case let .slow(seconds)? = fault { wait = seconds }
            if wait > 0 { try? await Task.sleep(for: .milliseconds(Int(wait * 1000))) }
            let cover = covers[key] ?? anyCover
            switch fault {
            case let .status(code)?:
                return HTTPResponse(statusCode: HTTPStatusCode(code, phrase: "Scripted"))
            case let .rateLimited(resetIn)?:
                return HTTPResponse(
                    statusCode: HTTPStatusCode(429, phrase: "Too Many Requests"),
                    headers: [HTTPHeader("X-RateLimit-Remaining"): "0", HTTPHeader("X-RateLimit-Reset-In"): String(resetIn)])
            case let .body(data)?:
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/jpeg"], body: data)
            case .truncated?:
                guard let cover else { return HTTPResponse(statusCode: .notFound) }
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/jpeg"], body: cover.prefix(cover.count / 2))
            case .slow?, nil:
                guard let cover else { return HTTPResponse(statusCode: .notFound) }
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/jpeg"], body: cover)
            }
        }
    }
}
