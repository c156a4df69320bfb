import Foundation

/// Removes known secret values from text about to be printed or logged.
///
/// Tokens are wrapped in `Secret` so they are never formatted in the first place; this is the
/// second fence, for the error message of a library that echoes a request header back.
struct SecretScrubber: Sendable {
    private let values: [String]

    init(_ secrets: [Secret]) {
        // Longest first, so a token containing another is removed whole. Very short values
        // would blank out ordinary words and cannot be real tokens.
        values = Set(secrets.map { $0.reveal() }).filter { $0.count >= 6 }.sorted { $0.count > $1.count }
    }

    func scrub(_ text: String) -> String {
        values.reduce(text) { text, secret in text.replacingOccurrences(of: secret, with: "<redacted>") }
    }
}
