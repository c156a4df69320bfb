import Foundation
import ListenSources

/// How every command reaches ListenBrainz: which server, with which token, and how long a
/// request may take. `sync`, `enrich` and `run`'s steps all make their client here.
enum ListenBrainzConnection {
    /// Seconds a request may wait for its next bytes (`LISTENSTATS_HTTP_TIMEOUT`); a whole
    /// exchange may take four times as long.
    static let defaultTimeout: Double = 30

    /// A client of `server` (nil: `$LISTENBRAINZ_API_URL`, else ListenBrainz's own server),
    /// sending `token` to that server only.
    static func client(server: URL?, token: String?, environment: [String: String]) throws -> ListenBrainzClient {
        let root = try server ?? SyncCommand.serverURL(nil, environment: environment)
        return ListenBrainzClient(baseURL: root, token: token, transport: URLSessionTransport(timeout: try timeout(environment)))
    }

    /// `LISTENSTATS_HTTP_TIMEOUT`, checked as its flag would be: a number of seconds from
    /// 0.1 to 3600 (64 otherwise).
    static func timeout(_ environment: [String: String]) throws -> Double {
        guard let text = environment.nonEmpty("LISTENSTATS_HTTP_TIMEOUT") else { return defaultTimeout }
        guard let seconds = Double(text), (0.1...3600).contains(seconds) else {
            throw CLIError(
                "LISTENSTATS_HTTP_TIMEOUT must be a number of seconds from 0.1 to 3600, not '\(text)'", status: .usage)
        }
        return seconds
    }
}
