/// Listens to one genre in one hour of the day (ListenBrainz's genre activity, UTC).
public struct GenreHourCount: Hashable, Sendable, Codable {
    public var genre: String
    public var hour: Int
    public var listenCount: Int

    public init(genre: String, hour: Int, listenCount: Int) {
        self.genre = genre
        self.hour = hour
        self.listenCount = listenCount
    }
}

extension [GenreHourCount] {
    /// Listens per genre over every hour, most first (ties by name): ListenBrainz's top genres
    /// of a range, summed once here for every section, chart and page that shows them.
    public func genreTotals() -> [(genre: String, listenCount: Int)] {
        var totals: [String: Int] = [:]
        for cell in self { totals[cell.genre, default: 0] += cell.listenCount }
        return totals.map { (genre: $0.key, listenCount: $0.value) }
            .sorted { $0.listenCount != $1.listenCount ? $0.listenCount > $1.listenCount : $0.genre < $1.genre }
    }

    /// Listens of each of `genres` in each hour of the day: a row of 24 per genre, in the
    /// order given; cells of other genres or of no hour of the day are left out.
    public func hourRows(of genres: [String]) -> [[Int]] {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: 24), count: genres.count)
        for cell in self where (0..<24).contains(cell.hour) {
            if let row = genres.firstIndex(of: cell.genre) { rows[row][cell.hour] += cell.listenCount }
        }
        return rows
    }
}
