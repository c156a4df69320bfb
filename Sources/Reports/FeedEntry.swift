/// One report in the Atom feed.
struct FeedEntry: Sendable {
    var title: String
    var id: String
    /// RFC 3339 in UTC.
    var updated: String
    var author: String
    var url: String
    var summary: String
    /// HTML, escaped by the template once more for Atom's `type="html"`.
    var content: String = ""
}
