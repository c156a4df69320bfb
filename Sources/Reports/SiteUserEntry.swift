/// A user on the site's index page.
struct SiteUserEntry: Sendable {
    var name: String
    var archiveURL: String
    var summary: String
    var latest: [SiteLink]
    /// The latest week and month with their headline numbers.
    var cards: [SitePeriodCard] = []
    /// Every year as a poster-like card, newest first.
    var years: [SitePeriodCard] = []
    var hasYears = false
}
