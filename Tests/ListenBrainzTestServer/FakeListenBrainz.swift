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
        /// Answers `status` (301, 302, 307, 308) sending the client to `location`.
        case redirect(status: Int, location: String)
        /// Never answers: the connection stays open until the server stops.
        case hang
        /// Answers normally, one byte of the body every `secondsPerByte`.
        case drip(secondsPerByte: Double)
        /// A 200 whose body goes on for 2 GiB, with or without a Content-Length.
        case endless(declaresLength: Bool)
    }

    /// What the server saw of one request.
    public struct SeenRequest: Sendable {
        public var path: String
        public var query: [String: String]
        public var authorization: String?
    }

    public let state: State
    private let server: LoopbackServer
    public var baseURL: URL { server.baseURL }

    private init(server: LoopbackServer, state: State) {
        self.server = server
        self.state = state
    }

    public static func start(searchWindow: Int64? = nil) throws -> FakeListenBrainz {
        let state = State(searchWindow: searchWindow)
        let server = try LoopbackServer { request, server in state.respond(to: request, server: server) }
        return FakeListenBrainz(server: server, state: state)
    }

    /// Stops answering and closes every connection, held ones too.
    public func stop() {
        server.stop()
    }

    /// The server's script and what it saw. A class behind a lock, not an actor: connection
    /// threads read it without waiting on Swift concurrency's pool.
    public final class State: Sendable {
        let searchWindow: Int64?
        private let storage = Locked(Storage())

        private struct Storage {
            /// Each user's listens, ascending by time (ties in insertion order).
            var listens: [String: [(ts: Int64, json: Data)]] = [:]
            var faults: [(pathContains: String, fault: Fault)] = []
            var seen: [SeenRequest] = []
            /// JSON bodies for other endpoints, by path.
            var bodies: [String: Data] = [:]
            var noContent: Set<String> = []
            /// Entries of paged statistics, by path: served with count/offset.
            var pagedEntries: [String: (key: String, entries: [Data])] = [:]
            /// Recording metadata objects (`/1/metadata/recording/`), by lower-case recording MBID.
            var recordingMetadata: [String: Data] = [:]
        }

        init(searchWindow: Int64?) {
            self.searchWindow = searchWindow
        }

        public var seen: [SeenRequest] { storage.withLock { $0.seen } }

        public func add(_ new: [Listen], user: String) {
            storage.withLock { storage in
                var all = storage.listens[user] ?? []
                all += new.map { ($0.listenedAt, APIJSON.listen($0, user: user)) }
                all.sort { $0.ts < $1.ts }
                storage.listens[user] = all
            }
        }

        public func enqueue(_ fault: Fault, times: Int = 1, pathContains: String = "") {
            storage.withLock { storage in
                for _ in 0..<times { storage.faults.append((pathContains, fault)) }
            }
        }

        /// Serves `json` (one recording's object, as in the reference example) for `mbid`.
        public func setRecordingMetadata(_ json: String, mbid: String) {
            storage.withLock { $0.recordingMetadata[mbid.lowercased()] = Data(json.utf8) }
        }

        public func setBody(_ json: String, path: String) { storage.withLock { $0.bodies[path] = Data(json.utf8) } }
        public func setNoContent(path: String) { storage.withLock { _ = $0.noContent.insert(path) } }
        public func setPaged(path: String, key: String, entries: [String]) {
            storage.withLock { $0.pagedEntries[path] = (key, entries.map { Data($0.utf8) }) }
        }

        func respond(to request: LoopbackServer.Request, server: LoopbackServer) -> LoopbackServer.Response {
            var query: [String: String] = [:]
            for item in request.query { query[item.name] = item.value }
            let fault: Fault? = storage.withLock { storage in
                storage.seen.append(SeenRequest(path: request.path, query: query, authorization: request.header("Authorization")))
                guard let index = storage.faults.firstIndex(where: { $0.pathContains.isEmpty || request.path.contains($0.pathContains) })
                else { return nil }
                return storage.faults.remove(at: index).fault
            }
            var lastInWindow: Int?
            var truncate = false
            switch fault {
            case let .status(code)?:
                return Self.json(code, #"{"code": \#(code), "error": "scripted failure"}"#)
            case let .rateLimited(resetIn)?:
                return Self.json(
                    429, #"{"code": 429, "error": "rate limited"}"#,
                    extra: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset-In", String(resetIn))])
            case let .slow(seconds)?:
                server.wait(seconds: seconds)
            case .truncated?:
                truncate = true
            case let .lastInWindow(resetIn)?:
                lastInWindow = resetIn
            case let .redirect(status, location)?:
                return LoopbackServer.Response(status: status, headers: [("Location", location)])
            case .hang?:
                return LoopbackServer.Response(status: 200, body: .never)
            case let .drip(secondsPerByte)?:
                let body = storage.withLock { answer(request.path, query: query, in: $0) }
                guard case let .data(data) = body.body else { return body }
                return LoopbackServer.Response(
                    status: body.status, headers: body.headers,
                    body: .stream(length: data.count) { write, server in
                        for byte in data where write(Data([byte])) {
                            guard server.wait(seconds: secondsPerByte) else { return }
                        }
                    })
            case let .endless(declaresLength)?:
                return LoopbackServer.Response(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: Self.endlessJSON(declaresLength: declaresLength))
            case nil:
                break
            }
            var response = storage.withLock { answer(request.path, query: query, in: $0) }
            if truncate, case let .data(body) = response.body {
                response.body = .data(body.prefix(body.count / 2))
            }
            response.headers += [
                ("X-RateLimit-Limit", "30"), ("X-RateLimit-Remaining", lastInWindow == nil ? "29" : "0"),
                ("X-RateLimit-Reset-In", String(lastInWindow ?? 10)),
            ]
            return response
        }

        /// A 200 whose JSON body never ends (2 GiB of padding inside a string), with or without
        /// a `Content-Length` saying so: a client must stop reading at its own bound.
        static func endlessJSON(declaresLength: Bool) -> LoopbackServer.Body {
            let prefix = Data(#"{"payload": {"listens": [], "count": 0, "padding": ""#.utf8)
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 16)
            return .stream(length: declaresLength ? 1 << 31 : nil) { write, _ in
                guard write(prefix) else { return }
                var sent = prefix.count
                while sent < 1 << 31 - chunk.count, write(chunk) { sent += chunk.count }
            }
        }

        private func answer(_ path: String, query: [String: String], in storage: Storage) -> LoopbackServer.Response {
            let parts = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
            // A body set for a path wins over what the fake would compute (a listen count).
            if let body = storage.bodies[path] { return Self.json(200, body) }
            if parts.count == 4, parts[0] == "1", parts[1] == "user", parts[3] == "listens" {
                guard let all = storage.listens[parts[2]] else { return Self.json(404, #"{"code": 404, "error": "Cannot find user"}"#) }
                return listensPage(all, user: parts[2], query: query)
            }
            if parts.count == 4, parts[0] == "1", parts[1] == "user", parts[3] == "listen-count" {
                guard let all = storage.listens[parts[2]] else { return Self.json(404, #"{"code": 404, "error": "Cannot find user"}"#) }
                return Self.json(200, #"{"payload": {"count": \#(all.count)}}"#)
            }
            if parts.count == 3, parts[0] == "1", parts[1] == "metadata", parts[2] == "recording" {
                // Like ListenBrainz: an object keyed by the MBIDs it knows; unknown ones are absent.
                let asked = (query["recording_mbids"] ?? "").split(separator: ",").map { $0.lowercased() }
                guard !asked.isEmpty else { return Self.json(400, #"{"code": 400, "error": "recording_mbids is required"}"#) }
                var body = Data("{".utf8)
                var first = true
                for mbid in asked {
                    guard let object = storage.recordingMetadata[mbid] else { continue }
                    if !first { body += Data(",".utf8) }
                    first = false
                    body += Data("\"\(mbid)\": ".utf8) + object
                }
                body += Data("}".utf8)
                return Self.json(200, body)
            }
            if parts.count == 3, parts[0] == "1", parts[2] == "pins", storage.listens[parts[1]] != nil, storage.bodies[path] == nil {
                // A known user with no pins set: none.
                return Self.json(200, #"{"pinned_recordings": [], "count": 0, "offset": 0, "total_count": 0, "user_name": "\#(parts[1])"}"#)
            }
            if storage.noContent.contains(path) { return LoopbackServer.Response(status: 204) }
            if let body = storage.bodies[path] { return Self.json(200, body) }
            if let paged = storage.pagedEntries[path] {
                let count = min(Int(query["count"] ?? "25") ?? 25, 1000)
                let offset = Int(query["offset"] ?? "0") ?? 0
                let slice = paged.entries.dropFirst(offset).prefix(count)
                var body = Data(#"{"payload": {"user_id": "rob", "range": "all_time", "offset": \#(offset), "count": \#(slice.count), "total_\#(paged.key.dropLast())_count": \#(paged.entries.count), "\#(paged.key)": ["#.utf8)
                body += Data(slice.joined(separator: Data(",".utf8)))
                body += Data("]}}".utf8)
                return Self.json(200, body)
            }
            return Self.json(404, #"{"code": 404, "error": "no such endpoint"}"#)
        }

        /// The listens endpoint, as LISTENBRAINZ.md describes it.
        private func listensPage(_ all: [(ts: Int64, json: Data)], user: String, query: [String: String]) -> LoopbackServer.Response {
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
            return Self.json(200, body)
        }

        static func json(_ status: Int, _ body: String, extra: [(name: String, value: String)] = []) -> LoopbackServer.Response {
            json(status, Data(body.utf8), extra: extra)
        }

        static func json(_ status: Int, _ body: Data, extra: [(name: String, value: String)] = []) -> LoopbackServer.Response {
            LoopbackServer.Response(status: status, headers: [("Content-Type", "application/json")] + extra, body: .data(body))
        }
    }
}
