import Charts
import ListenModel

extension StatSetCharts {
    /// The top artists' listens per bucket of the range, from the engine's artist evolution.
    public func artistEvolution(limit: Int = evolutionEntries) -> ArtistEvolutionData {
        ArtistEvolutionData(
            title: "How your top artists changed", subtitle: subtitle,
            periodLabels: stats.activity.map(axisLabel),
            series: stats.artistEvolution.prefix(limit).map { NamedSeries(name: $0.name, values: $0.counts.map { $0 }) })
    }

    /// The top artists' rank in each bucket, ranked among the range's top artists only (the
    /// engine counts buckets for those): more listens rank higher, ties keep the range's order.
    public func rankBump(depth: Int = 8) -> RankBumpData {
        let artists = stats.artistEvolution
        var ranks = [[Int?]](repeating: [Int?](repeating: nil, count: stats.activity.count), count: artists.count)
        for bucket in stats.activity.indices {
            let count = { (artist: Int) in artists[artist].counts.indices.contains(bucket) ? artists[artist].counts[bucket] : 0 }
            let order = artists.indices.filter { count($0) > 0 }.sorted { a, b in count(a) != count(b) ? count(a) > count(b) : a < b }
            for (rank, artist) in order.prefix(depth).enumerated() { ranks[artist][bucket] = rank + 1 }
        }
        return RankBumpData(
            title: "Rank of your top artists", subtitle: "\(subtitle) · among your top \(artists.count)",
            periodLabels: stats.activity.map(axisLabel),
            series: artists.prefix(depth).enumerated().map { NamedSeries(name: $1.name, values: ranks[$0]) }, depth: depth)
    }
}
