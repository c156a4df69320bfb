/// What `html/site-index.mustache` reads.
struct SiteIndexView: Sendable {
    var title: String
    var generator: String
    var feedURL: String
    var users: [SiteUserEntry]
    /// The page comparing the listeners, when the site has several.
    var hasComparison = false
    var comparisonURL = ""
    var palette = PagePalette.standard
}
