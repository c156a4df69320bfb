/// What writing a batch of listens did.
public struct InsertSummary: Sendable, Equatable {
    /// Listens that were new and are now stored.
    public var inserted: Int
    /// Listens the store already had (same user, second and identity).
    public var duplicates: Int

    public init(inserted: Int = 0, duplicates: Int = 0) {
        self.inserted = inserted
        self.duplicates = duplicates
    }

    public static func + (lhs: InsertSummary, rhs: InsertSummary) -> InsertSummary {
        InsertSummary(inserted: lhs.inserted + rhs.inserted, duplicates: lhs.duplicates + rhs.duplicates)
    }
}
