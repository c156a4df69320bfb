/// One line of a Year in Music table: a month or season and what led it.
struct YearMonthRow: Sendable {
    var label: String
    var name: String
    var byline: String
    var hasByline: Bool
    var count: String
    /// The name's page on the site, else on MusicBrainz; empty when it has neither.
    var link: String = ""
    var hasLink: Bool = false

    init(label: String, name: String, byline: String, hasByline: Bool, count: String, link: String? = nil) {
        self.label = label
        self.name = name
        self.byline = byline
        self.hasByline = hasByline
        self.count = count
        self.link = link ?? ""
        hasLink = link != nil
    }
}
