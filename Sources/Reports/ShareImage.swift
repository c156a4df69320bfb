import ListenModel

/// What a link preview of a report shows (`og:image`, `og:description`): its main card and a
/// line of its numbers.
struct ShareImage: Sendable {
    /// The first share card drawn for the page (a year's comparison card), else its first chart
    /// PNG; absolute under `ReportContent.pageURL`, else relative to the page. Nil without charts.
    var image: String?
    var description: String

    init(content: ReportContent) {
        let shareCards = Set(ReportSections.charts.filter(\.isShareCard).map(\.id.rawValue))
        let drawn = content.charts.filter { $0.pngPath != nil }
        let main = drawn.first { shareCards.contains($0.id) } ?? drawn.first
        image = main?.pngPath.map { (content.pageURL ?? "") + $0 }
        let stats = content.stats
        var parts = ["\(DisplayFormat.listens(stats.listenCount)) in \(content.period.title)"]
        if let top = stats.topArtists.first { parts.append("top artist \(top.name)") }
        if stats.newArtistCount > 0 { parts.append("\(DisplayFormat.count(stats.newArtistCount)) new \(stats.newArtistCount == 1 ? "artist" : "artists")") }
        description = parts.joined(separator: " · ")
    }
}
