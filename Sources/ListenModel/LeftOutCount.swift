/// How many listens of a range one exclusion rule left out (`StatFilter`): a page made with
/// exclusions names the rules that took something from its numbers, and only those, so a rule
/// that never matched a period's listens leaves its page as it was.
public struct LeftOutCount: Hashable, Sendable, Codable {
    /// "artist", "release" or "source": which list of the filter the rule is in.
    public var rule: String
    /// The rule as configured: an artist's or release's name or MBID, a source's name.
    public var value: String
    public var listenCount: Int

    public init(rule: String, value: String, listenCount: Int) {
        self.rule = rule
        self.value = value
        self.listenCount = listenCount
    }
}
