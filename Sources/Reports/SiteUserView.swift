/// What `html/site-user.mustache` reads: one user's archive.
struct SiteUserView: Sendable {
    var user: String
    var generator: String
    var indexURL: String
    var summary: String
    var groups: [SiteLinkGroup]
    /// Reports by calendar year (the weeks by their ISO year), newest first.
    var archiveYears: [SiteArchiveYear] = []
    var hasAllTime = false
    var allTimeURL = ""
    var palette = PagePalette.standard
}
