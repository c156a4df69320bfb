/// A user on the site's index page.
struct SiteUserEntry: Sendable {
    var name: String
    var archiveURL: String
    var summary: String
    var latest: [SiteLink]
}
