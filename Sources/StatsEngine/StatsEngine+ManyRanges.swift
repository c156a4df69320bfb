import ListenModel

extension StatsEngine {
    /// Every statistic of each of `ranges`, in their order: the ranges share the index and are
    /// otherwise independent, so they are computed on all cores at once.
    public func statSets(for ranges: [ResolvedRange], topCount: Int = 25) -> [StatSet] {
        Concurrently.map(ranges) { statSet(for: $0, topCount: topCount) }
    }
}
