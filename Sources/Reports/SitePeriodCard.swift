/// A period on the front page: its title and headline numbers, linked to its report.
struct SitePeriodCard: Sendable {
    var eyebrow: String
    var title: String
    var url: String
    var listens: String
    var hasChange: Bool
    var changeText: String
    var changeClass: String
    var hasTopArtist: Bool
    var topArtist: String
    var hasTopArtistURL: Bool
    var topArtistURL: String

    /// - Parameter topArtistURL: the top artist's page from the front page, when it has one.
    init(eyebrow: String, period: SitePeriod, url: String, headline: PeriodHeadline?, topArtistURL: String?) {
        self.eyebrow = eyebrow
        title = period.period.title
        self.url = url
        listens = DisplayFormat.listens(headline?.listenCount ?? period.listenCount)
        let change = headline?.change
        hasChange = change != nil
        changeText = headline?.changeText(noun: period.period.kind.noun) ?? ""
        changeClass = change?.direction ?? ""
        let top = headline?.topArtists.first
        hasTopArtist = top != nil
        topArtist = top?.name ?? ""
        hasTopArtistURL = topArtistURL != nil
        self.topArtistURL = topArtistURL ?? ""
    }
}
