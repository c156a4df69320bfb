/// Why one line (or record) of an import file did not become a listen.
public enum SkipReason: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case badJSON = "bad JSON"
    case badCSV = "bad CSV"
    case noTimestamp = "no timestamp"
    case emptyArtist = "empty artist"
    case emptyTrack = "empty track"
    case before2002 = "before 2002"
    case inFuture = "in the future"
    case tooShort = "too short"
    case podcast
    case audiobook
    case notMusic = "not music"

    public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
