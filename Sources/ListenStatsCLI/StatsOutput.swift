import ListenModel

/// What `listenstats stats` prints, before formatting.
struct StatsOutput: Encodable {
    var user: String
    var stats: StatSet
    /// Each top entry's share of the window's listens (0…1), parallel to the top lists.
    var shares: TopShares

    struct TopShares: Encodable {
        var artists: [Double]
        var releases: [Double]
        var releaseGroups: [Double]
        var recordings: [Double]
    }

    init(user: String, stats: StatSet) {
        self.user = user
        self.stats = stats
        func fractions(_ counts: [Int]) -> [Double] {
            counts.map { (stats.share(of: $0) * 10_000).rounded() / 10_000 }
        }
        shares = TopShares(
            artists: fractions(stats.topArtists.map(\.listenCount)), releases: fractions(stats.topReleases.map(\.listenCount)),
            releaseGroups: fractions((stats.topReleaseGroups ?? []).map(\.listenCount)),
            recordings: fractions(stats.topRecordings.map(\.listenCount)))
    }
}
