/// The kinds of entity the site gives a page of its own: artists, albums (releases, as the
/// top-albums list groups them) and tracks (recordings, as the top-tracks list groups them).
public enum EntityKind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case artist
    case album
    case track

    public static func < (lhs: EntityKind, rhs: EntityKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
