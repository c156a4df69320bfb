/// One entry of a top list.
struct TopListRow: Sendable {
    var rank: Int
    var name: String
    var hasLink: Bool
    var link: String
    /// The artist credit of an album or track; empty for artists.
    var byline: String
    var hasByline: Bool
    var count: String
    /// Bar length as a percentage of the first entry's count.
    var barPercent: Int
    /// "▲ 3", "▼ 2", "new", "=" when the previous period's ranks are known.
    var changeText: String
    var hasChange: Bool
    var changeClass: String

    init(rank: Int, name: String, link: String?, byline: String, count: Int, topCount: Int) {
        self.rank = rank
        self.name = name
        hasLink = link != nil
        self.link = link ?? ""
        self.byline = byline
        hasByline = !byline.isEmpty
        self.count = DisplayFormat.count(count)
        barPercent = count * 100 / max(topCount, 1)
        changeText = ""
        hasChange = false
        changeClass = ""
    }
}
