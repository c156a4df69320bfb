/// A link on an index or archive page.
struct SiteLink: Sendable {
    var title: String
    var url: String
}
