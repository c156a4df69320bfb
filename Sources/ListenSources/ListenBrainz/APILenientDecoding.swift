import Foundation

/// Reading fields whose JSON type varies between clients that submitted the listen.
extension KeyedDecodingContainer {
    /// An integer sent as a number, a fraction (truncated) or a numeric string; nil otherwise.
    func decodeAPIInteger(forKey key: Key) -> Int64? {
        if let value = try? decodeIfPresent(Int64.self, forKey: key) { return value }
        if let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite,
            abs(value) < 9.2e18
        {
            return Int64(value.rounded(.down))
        }
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            return Int64(text.trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// A string, or a number written as one (ListenBrainz labels time units either way).
    func decodeAPIText(forKey key: Key) -> String? {
        if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
        if let value = try? decodeIfPresent(Int64.self, forKey: key) { return String(value) }
        return nil
    }
}
