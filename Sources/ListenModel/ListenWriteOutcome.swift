/// What the store did with one listen it was given.
public enum ListenWriteOutcome: UInt8, Sendable, Hashable, Codable {
    /// New: the listen is now stored.
    case inserted
    /// The store already had this listen (same user, second and identity), from any source.
    case duplicate
    /// The same play is already stored from another source, a few seconds or a track length
    /// away; the store remembers that this source saw it too and keeps one listen.
    case merged
}
