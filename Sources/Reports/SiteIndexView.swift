/// What `html/site-index.mustache` reads.
struct SiteIndexView: Sendable {
    var title: String
    var generator: String
    var feedURL: String
    var users: [SiteUserEntry]
    var palette = PagePalette.standard
}
