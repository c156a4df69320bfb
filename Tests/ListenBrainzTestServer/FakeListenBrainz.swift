import FlyingFox
import Foundation
import ListenModel

/// A ListenBrainz stand-in on 127.0.0.1 (ephemeral port) that pages listens as the real
/// server does: exclusive `min_ts`/`max_ts`, newest first, `min_ts` answered with the oldest
/// listens after it, and (when `searchWindow` is set) short pages from a growing time-window
/// search. Faults queued with `enqueue` answer the next matching requests instead.
public final class FakeListenBrainz: Sendable {
    public enum Fault: Sendable {
        case status(Int)
        case rateLimited(resetIn: Int)
        /// Answers normally after waiting this long.
        case slow(seconds: Double)
        /// Answers normally but cuts the JSON body in half.
        case truncated
        /// Answers normally with `X-RateLimit-Remaining: 0` and this reset time.
        case lastInWindow(resetIn: Int)
    }

    /// What the server saw of one request.
    public struct SeenRequest: Sendable {
        public var path: String
        public var query: [String: String]
        public var authorization: String?
    }

    public let state: State
    private let server: HTTPServer
    public let baseURL: URL

    private init(server: HTTPServer, state: State, baseURL: URL) {
        self.server = server
        self.state = state
        self.baseURL = baseURL
    }

    public static func start(searchWindow: Int64? = nil) async throws -> FakeListenBrainz {
        let state = State(searchWindow: searchWindow)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in await state.respond(to: request) }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case let .ip4(_, port)? = await server.listeningAddress else {
            task.cancel()
            throw CancellationError()
        }
        return FakeListenBrainz(server: server, state: state, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    }

    public func stop() async {
        await server.stop()
    }

    public actor State {
        let searchWindow: Int64?
        /// Each user's listens, ascending by time (ties in insertion order).
        private var listens: [String: [(ts: Int64, json: Data)]] = [:]
        private var faults: [(pathContains: String, fault: Fault)] = []
        public private(set) var seen: [SeenRequest] = []
        /// JSON bodies for other endpoints, by path.
        private var bodies: [String: Data] = [:]
        private var noContent: Set<String> = []
        /// Entries of paged statistics, by path: served with count/offset.
        private var pagedEntries: [String: (key: String, entries: [Data])] = [:]

        init(searchWindow: Int64?) {
            self.searchWindow = searchWindow
        }

        public func add(_ new: [Listen], user: String) {
            var all = listens[user] ?? []
            all += new.map { ($0.listenedAt, APIJSON.listen($0, user: user)) }
            all.sort { $0.ts < $1.ts }
            listens[user] = all
        }

        public func enqueue(_ fault: Fault, times: Int = 1, pathContains: String = "") {
            for _ in 0..<times { faults.append((pathContains, fault)) }
        }

        public func setBody(_ json: String, path: String) { bodies[path] = Data(json.utf8) }
        public func setNoContent(path: String) { noContent.insert(path) }
        public func setPaged(path: String, key: String, entries: [String]) {
            pagedEntries[path] = (key, entries.map { Data($0.utf8) })
        }

        func respond(to request: HTTPRequest) async -> HTTPResponse {
            var query: [String: String] = [:]
            for item in request.query { query[item.name] = item.value }
            seen.append(SeenRequest(path: request.path, query: query, authorization: request.headers[HTTPHeader("Authorization")]))
            var lastInWindow: Int?
            var truncate = false
            if let index = faults.firstIndex(where: { $0.pathContains.isEmpty || request.path.contains($0.pathContains) }) {
                let fault = faults.remove(at: index).fault
                switch fault {
                case let .status(code):
                    return Self.json(code, #"{"code": \#(code), "error": "scripted failure"}"#)
                case let .rateLimited(resetIn):
                    return Self.json(
                        429, #"{"code": 429, "error": "rate limited"}"#,
                        extra: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset-In": String(resetIn)])
                case let .slow(seconds):
                    try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                case .truncated:
                    truncate = true
                case let .lastInWindow(resetIn):
                    lastInWindow = resetIn
                }
            }
            var response = answer(request.path, query: query)
            if truncate, let body = try? await response.bodyData {
                response = HTTPResponse(statusCode: response.statusCode, headers: response.headers, body: body.prefix(body.count / 2))
            }
            response.headers[HTTPHeader("X-RateLimit-Limit")] = "30"
            response.headers[HTTPHeader("X-RateLimit-Remaining")] = lastInWindow == nil ? "29" : "0"
            response.headers[HTTPHeader("X-RateLimit-Reset-In")] = String(lastInWindow ?? 10)
            return response
        }

        private func answer(_ path: String, query: [String: String]) -> HTTPResponse {
            let parts = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
            if parts.count == 4, parts[0] == "1", parts[1] == "user", parts[3] == "listens" {
                guard let all = listens[parts[2]] else { return Self.json(404, #"{"code": 404, "error": "Cannot find user"}"#) }
                return listensPage(all, user: parts[2], query: query)
            }
            if parts.count == 4, parts[0] == "1", parts[1] == "user", parts[3] == "listen-count" {
                guard let all = listens[parts[2]] else { return Self.json(404, #"{"code": 404, "error": "Cannot find user"}"#) }
                return Self.json(200, #"{"payload": {"count": \#(all.count)}}"#)
            }
            if parts.count == 3, parts[0] == "1", parts[2] == "pins", listens[parts[1]] != nil, bodies[path] == nil {
                // A known user with no pins set: none.
                return Self.json(200, #"{"pinned_recordings": [], "count": 0, "offset": 0, "total_count": 0, "user_name": "\#(parts[1])"}"#)
            }
            if noContent.contains(path) { return HTTPResponse(statusCode: .noContent) }
            if let body = bodies[path] { return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body) }
            if let paged = pagedEntries[path] {
                let count = min(Int(query["count"] ?? "25") ?? 25, 1000)
                let offset = Int(query["offset"] ?? "0") ?? 0
                let slice = paged.entries.dropFirst(offset).prefix(count)
                var body = Data(#"{"payload": {"user_id": "rob", "range": "all_time", "offset": \#(offset), "count": \#(slice.count), "total_\#(paged.key.dropLast())_count": \#(paged.entries.count), "\#(paged.key)": ["#.utf8)
                body += Data(slice.joined(separator: Data(",".utf8)))
                body += Data("]}}".utf8)
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
            }
            return Self.json(404, #"{"code": 404, "error": "no such endpoint"}"#)
        }

        /// The listens endpoint, as LISTENBRAINZ.md describes it.
        private func listensPage(_ all: [(ts: Int64, json: Data)], user: String, query: [String: String]) -> HTTPResponse {
            let count = min(max(Int(query["count"] ?? "25") ?? 25, 1), 1000)
            let minTS = query["min_ts"].flatMap { Int64($0) }
            let maxTS = query["max_ts"].flatMap { Int64($0) }
            var candidates = all.filter { entry in
                (minTS.map { entry.ts > $0 } ?? true) && (maxTS.map { entry.ts < $0 } ?? true)
            }
            if let window = searchWindow, let first = candidates.first, let last = candidates.last {
                // Search a window next to the bound, doubling it until something is found.
                var width = window
                while true {
                    let inWindow: [(ts: Int64, json: Data)]
                    let coversAll: Bool
                    if let minTS {
                        inWindow = candidates.filter { $0.ts <= minTS + width }
                        coversAll = minTS + width >= last.ts
                    } else {
                        let bound = maxTS ?? (last.ts + 1)
                        inWindow = candidates.filter { $0.ts >= bound - width }
                        coversAll = bound - width <= first.ts
                    }
                    if !inWindow.isEmpty || coversAll {
                        candidates = inWindow
                        break
                    }
                    width *= 2
                }
            }
            let page: [(ts: Int64, json: Data)] =
                minTS != nil ? Array(candidates.prefix(count).reversed()) : Array(candidates.suffix(count).reversed())
            var body = Data(#"{"payload": {"count": \#(page.count), "user_id": "\#(user)", "latest_listen_ts": \#(all.last?.ts ?? 0), "oldest_listen_ts": \#(all.first?.ts ?? 0), "listens": ["#.utf8)
            body += Data(page.map(\.json).joined(separator: Data(",".utf8)))
            body += Data("]}}".utf8)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
        }

        static func json(_ status: Int, _ body: String, extra: [String: String] = [:]) -> HTTPResponse {
            var headers: HTTPHeaders = [.contentType: "application/json"]
            for (name, value) in extra { headers[HTTPHeader(name)] = value }
            return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "Scripted"), headers: headers, body: Data(body.utf8))
        }
    }
}
