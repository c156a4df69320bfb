import Foundation
import ListenSources

/// The address of a web service listenstats talks to: the flag, else its environment
/// variable, else the service's own. An address that is not http(s) is a usage error naming
/// where it came from, the variable's as much as the flag's.
struct ServiceAddress {
    var flag: String
    var variable: String
    /// An address to show in messages.
    var example: String
    var defaultURL: URL

    static let listenBrainz = ServiceAddress(
        flag: "--api-url", variable: "LISTENBRAINZ_API_URL", example: "https://api.listenbrainz.org", defaultURL: ListenBrainzClient.defaultBaseURL)
    static let coverArtArchive = ServiceAddress(
        flag: "--archive-url", variable: "LISTENSTATS_COVER_ART_URL", example: "https://coverartarchive.org", defaultURL: CoverFetcher.defaultBaseURL)

    /// `flagValue`, else the variable in `environment` (unset or empty: the default).
    func url(flagValue: String?, environment: [String: String]) throws -> URL {
        if let flagValue {
            guard let url = Self.webAddress(flagValue) else {
                throw CLIError("\(flag) must be an http(s) URL such as \(example), not '\(flagValue)'", status: .usage)
            }
            return url
        }
        guard let value = environment.nonEmpty(variable) else { return defaultURL }
        guard let url = Self.webAddress(value) else {
            throw CLIError("\(variable)=\(value) is not an http(s) URL; set it to one such as \(example), or unset it", status: .usage)
        }
        return url
    }

    private static func webAddress(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil
        else { return nil }
        return url
    }
}
