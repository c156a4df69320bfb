/// What `html/site-user.mustache` reads: one user's archive.
struct SiteUserView: Sendable {
    var user: String
    var generator: String
    var indexURL: String
    var summary: String
    var groups: [SiteLinkGroup]
    var palette = PagePalette.standard
}
