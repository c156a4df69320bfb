import CompactStorage

extension Milestone {
    /// Feeds what an entity page shows of the milestone (its kind, time, value, year and
    /// listen count; its subject is the page's own entity) to `hasher`.
    public func combine(into hasher: inout ContentHasher) {
        hasher.combine(kind.rawValue)
        hasher.combine(time)
        hasher.combine(value)
        hasher.combine(year ?? -1)
        hasher.combine(listenCount ?? -1)
    }
}
