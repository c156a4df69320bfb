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
    /// The pages listing every artist, album and track with a page.
    var entityIndexes: [SiteLink] = []
    var hasEntityIndexes = false
    /// The genres with a page, heaviest first.
    var genres: [SiteLink] = []
    var hasGenres = false
    var search = SearchBox(depthBelowUserFolder: 0)
    var palette = PagePalette.standard
}
