/// What a site build did, for the command to print.
public struct SiteBuildSummary: Hashable, Sendable {
    /// Reports rendered because they were new or their data changed.
    public var rebuilt: Int
    /// Reports whose fingerprint matched the last build.
    public var unchanged: Int
    /// Report folders removed because their period is no longer published.
    public var removed: Int
    /// Index, archive and feed files whose bytes changed.
    public var pagesWritten: Int
    /// Artist, album and track pages rendered because they were new or their numbers changed,
    /// and those left as they were.
    public var entityPagesBuilt = 0
    public var entityPagesUnchanged = 0
    /// Why the site was written in place rather than swapped in whole (nil when swapped).
    public var writtenInPlaceBecause: String?

    public init(rebuilt: Int = 0, unchanged: Int = 0, removed: Int = 0, pagesWritten: Int = 0) {
        self.rebuilt = rebuilt
        self.unchanged = unchanged
        self.removed = removed
        self.pagesWritten = pagesWritten
    }
}
