import Foundation
import ListenModel

/// Talks to the ListenBrainz API: builds requests, keeps under the rate limit, retries what
/// is worth retrying and turns everything else into a `ListenBrainzError`.
///
/// An actor because the rate-limit budget the server advertises is shared by every request.
public actor ListenBrainzClient {
    /// The public server; self-hosted instances pass their own.
    public static let defaultBaseURL: URL = {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.listenbrainz.org"
        guard let url = components.url else { preconditionFailure("a scheme and a host always make a URL") }
        return url
    }()

    let baseURL: URL
    private let token: String?
    private let transport: any HTTPTransport
    private let sleeper: any Sleeper
    let policy: RetryPolicy
    /// Requests left in the current rate-limit window, and seconds until it resets, as the
    /// last response said.
    private var remaining: Int?
    private var resetIn: Double?
    /// How many requests went out, retries included.
    public private(set) var requestCount = 0

    /// - Parameters:
    ///   - baseURL: the server root, without `/1` (e.g. `http://127.0.0.1:8080`).
    ///   - token: a user token, sent as `Authorization: Token …` and nowhere else.
    public init(
        baseURL: URL = ListenBrainzClient.defaultBaseURL, token: String? = nil,
        transport: any HTTPTransport = URLSessionTransport(), sleeper: any Sleeper = TaskSleeper(),
        policy: RetryPolicy = RetryPolicy()
    ) {
        self.baseURL = baseURL
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.transport = transport
        self.sleeper = sleeper
        self.policy = policy
    }

    /// `user`'s listens between the exclusive bounds, newest first, at most `count` (≤ 1000).
    public func listens(user: String, minTS: Int64? = nil, maxTS: Int64? = nil, count: Int = 1000) async throws -> [Listen] {
        try await listensPage(user: user, minTS: minTS, maxTS: maxTS, count: count).listens
    }

    func listensPage(user: String, minTS: Int64?, maxTS: Int64?, count: Int) async throws -> ListensPage {
        var query = [URLQueryItem(name: "count", value: String(min(max(count, 1), 1000)))]
        if let minTS { query.append(URLQueryItem(name: "min_ts", value: String(minTS))) }
        if let maxTS { query.append(URLQueryItem(name: "max_ts", value: String(maxTS))) }
        let page = try await get(["user", user, "listens"], query: query, user: user, maxBodyBytes: BodyLimit.listensPage) { data in
            ListensPage(try JSONDecoder().decode(APIListensPayload.self, from: data).payload.listens)
        }
        return page ?? ListensPage([])
    }

    /// How many listens the server holds for `user`.
    public func listenCount(user: String) async throws -> Int {
        struct Body: Decodable {
            struct Payload: Decodable { var count: APICount }
            var payload: Payload
        }
        let count = try await get(["user", user, "listen-count"], query: [], user: user, maxBodyBytes: BodyLimit.small) { data in
            try JSONDecoder().decode(Body.self, from: data).payload.count.value
        }
        return count ?? 0
    }

    /// The most bytes each kind of answer may hold: far above what ListenBrainz sends (a page
    /// of 1,000 listens with long names is a few MiB), far below what would hurt a small machine.
    enum BodyLimit {
        static let listensPage = 64 << 20
        static let statistic = 32 << 20
        static let metadataBatch = 32 << 20
        static let feedbackPage = 16 << 20
        static let small = 1 << 20
    }

    /// GETs `/1/<path>` and decodes a 200 with `decode`; nil for 204 (nothing computed yet).
    ///
    /// Waits when the rate-limit budget is spent, waits out 429s (up to the policy's ceiling),
    /// retries 5xx, transport failures and bodies `decode` rejects with backoff, and maps the
    /// rest to errors. A body over `maxBodyBytes` or a redirect off http(s) is not retried.
    func get<T: Sendable>(
        _ path: [String], query: [URLQueryItem], user: String, maxBodyBytes: Int, decode: @Sendable (Data) throws -> T
    ) async throws -> T? {
        let request = TransportRequest(url: try url(path, query: query), headers: headers, maxBodyBytes: maxBodyBytes)
        let what = "/1/" + path.joined(separator: "/")
        var failures = 0
        var rateLimitWaits = 0
        while true {
            try await waitForRateLimitBudget()
            let response: TransportResponse
            do {
                try Task.checkCancellation()
                requestCount += 1
                response = try await transport.send(request)
            } catch is CancellationError {
                throw Self.cancelled
            } catch let failure as TransportFailure where !failure.isWorthRetrying {
                throw ListenBrainzError(
                    code: .badResponse,
                    message: "ListenBrainz answered \(what) with something ListenStats does not read (\(failure)); check --api-url, and report it if it persists",
                    cause: failure.description)
            } catch {
                failures += 1
                try await backOff(
                    after: failures,
                    orThrow: ListenBrainzError(
                        code: .network,
                        message: "could not reach ListenBrainz at \(baseURL.absoluteString) after \(failures) attempts; check the network or --api-url and run the command again (what is stored is kept)",
                        cause: Self.describe(transportError: error)))
                continue
            }
            recordRateLimit(response.headers)
            switch response.status {
            case 200:
                do {
                    return try decode(response.body)
                } catch {
                    failures += 1
                    try await backOff(
                        after: failures,
                        orThrow: ListenBrainzError(
                            code: .badResponse,
                            message: "ListenBrainz answered \(what) with data ListenStats cannot read, \(failures) times; try again later, and report it if it persists",
                            cause: String(describing: error)))
                }
            case 204:
                return nil
            case 404:
                throw ListenBrainzError(
                    code: .unknownUser,
                    message: "ListenBrainz has no user '\(user)'; check the spelling of --user",
                    cause: Self.serverMessage(response.body))
            case 429:
                rateLimitWaits += 1
                guard rateLimitWaits <= policy.maxRateLimitWaits else {
                    throw ListenBrainzError(
                        code: .rateLimited,
                        message: "ListenBrainz kept refusing requests over its rate limit after \(policy.maxRateLimitWaits) waits; wait a few minutes and run the command again (what is stored is kept)")
                }
                let wait = policy.rateLimitWait(response.headers)
                if let refusal = policy.refusal(toWait: wait, server: "ListenBrainz") {
                    throw ListenBrainzError(code: .rateLimited, message: refusal)
                }
                remaining = nil
                resetIn = nil
                try await sleep(wait)
            case 401, 403:
                throw ListenBrainzError(
                    code: .refused,
                    message: "ListenBrainz refused the token; check --token or LISTENBRAINZ_TOKEN (your user settings page shows it)",
                    cause: "HTTP \(response.status)")
            case 500...599:
                failures += 1
                try await backOff(
                    after: failures,
                    orThrow: ListenBrainzError(
                        code: .server,
                        message: "ListenBrainz kept failing (HTTP \(response.status)) on \(what) after \(failures) attempts; try again later (what is stored is kept)",
                        cause: Self.serverMessage(response.body)))
            default:
                throw ListenBrainzError(
                    code: .badResponse,
                    message: "ListenBrainz answered \(what) with HTTP \(response.status); check --api-url and the options given",
                    cause: Self.serverMessage(response.body))
            }
        }
    }

    private var headers: [String: String] {
        var headers = ["Accept": "application/json", "User-Agent": "listenstats/0.1"]
        if let token { headers["Authorization"] = "Token \(token)" }
        return headers
    }

    private func url(_ path: [String], query: [URLQueryItem]) throws -> URL {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
        let encoded = path.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard var components = URLComponents(string: base + "/1/" + encoded.joined(separator: "/")) else {
            throw ListenBrainzError(code: .badResponse, message: "'\(baseURL.absoluteString)' is not a usable API URL; check --api-url")
        }
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else {
            throw ListenBrainzError(code: .badResponse, message: "'\(baseURL.absoluteString)' is not a usable API URL; check --api-url")
        }
        return url
    }

    private func recordRateLimit(_ headers: [String: String]) {
        remaining = headers["x-ratelimit-remaining"].flatMap { Int($0) }
        resetIn = headers["x-ratelimit-reset-in"].flatMap { Double($0) }
    }

    /// Spends the advertised reset time when the last response left no requests in the
    /// window, so the server never has to answer 429.
    private func waitForRateLimitBudget() async throws {
        guard let remaining, remaining <= 0, let resetIn else { return }
        self.remaining = nil
        self.resetIn = nil
        let wait = resetIn.isFinite ? max(resetIn, 0) : .infinity
        if let refusal = policy.refusal(toWait: wait, server: "ListenBrainz") {
            throw ListenBrainzError(code: .rateLimited, message: refusal)
        }
        try await sleep(wait)
    }

    private func backOff(after failures: Int, orThrow error: ListenBrainzError) async throws {
        guard failures < policy.maxAttempts else { throw error }
        try await sleep(policy.backoff(afterAttempt: failures))
    }

    private func sleep(_ seconds: Double) async throws {
        do {
            try await sleeper.sleep(seconds: seconds)
        } catch {
            throw Self.cancelled
        }
    }

    static let cancelled = ListenBrainzError(
        code: .cancelled, message: "the sync was cancelled; run it again to continue where it stopped")

    /// A transport failure in one line: Foundation's description when it has one (URLError's
    /// own `description` spells out the whole user-info dictionary).
    private static func describe(transportError error: any Error) -> String {
        let nsError = error as NSError
        if let description = nsError.userInfo[NSLocalizedDescriptionKey] as? String { return description }
        if let urlError = error as? URLError { return "URL error \(urlError.code.rawValue)" }
        return String(describing: error)
    }

    /// The `error` field of a ListenBrainz error body, when there is one.
    private static func serverMessage(_ body: Data) -> String? {
        struct ErrorBody: Decodable { var error: String }
        if let body = try? JSONDecoder().decode(ErrorBody.self, from: body) { return body.error }
        return nil
    }
}
