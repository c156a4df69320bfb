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
    /// The line's bytes are not UTF-8: its names would be stored as U+FFFD.
    case invalidUTF8 = "invalid UTF-8"
    /// A line of an export's feedback.jsonl that names no recording or no love/hate.
    case badFeedback = "bad feedback"
    /// A line of an export's pinned_recording.jsonl that names no recording or no time.
    case badPin = "bad pin"

    public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
