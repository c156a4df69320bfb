/// What `html/style.mustache` reads when it is written as the site's `style.css`: the pages
/// that link it (the reports and the artist, album and track pages, thousands of them) share
/// one copy instead of ten kilobytes each inline.
struct StylesheetView: Sendable {
    /// The site's stylesheet, from its root.
    static let path = "style.css"

    var palette = PagePalette.standard
}
