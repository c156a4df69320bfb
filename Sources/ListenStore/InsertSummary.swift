/// What writing a batch of listens did.
public struct InsertSummary: Sendable, Equatable {
    /// Listens that were new and are now stored.
    public var inserted: Int
    /// Listens the store already had (same user, second and identity).
    public var duplicates: Int
    /// Plays the store already had from another source (`CrossSourceMatch`), recorded as
    /// merged into that listen rather than stored again.
    public var merged: Int

    public init(inserted: Int = 0, duplicates: Int = 0, merged: Int = 0) {
        self.inserted = inserted
        self.duplicates = duplicates
        self.merged = merged
    }

    public static func + (lhs: InsertSummary, rhs: InsertSummary) -> InsertSummary {
        InsertSummary(
            inserted: lhs.inserted + rhs.inserted, duplicates: lhs.duplicates + rhs.duplicates,
            merged: lhs.merged + rhs.merged)
    }
}
