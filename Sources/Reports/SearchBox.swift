/// What `html/search-form.mustache` reads: where, from a page of a user's site, the site's
/// `search.js` and the user's `search-index.js` are.
///
/// The page holds only the script element; the script puts the box in its place, so a page
/// read without JavaScript shows no box that cannot work (the user's page and its A–Z indexes
/// lead to everything), and six thousand pages do not each carry the form.
struct SearchBox: Sendable, Hashable {
    /// The user's folder from the page ("../../" from a report): the index's entries are
    /// relative to it.
    var userFolderURL: String
    var indexURL: String
    var scriptURL: String

    /// The box of a page `depth` folders below the user's folder (0: the user's page and
    /// indexes; 1: an artist, album or track page; 2: a report).
    init(depthBelowUserFolder depth: Int) {
        userFolderURL = String(repeating: "../", count: depth)
        indexURL = userFolderURL + SearchIndex.fileName
        scriptURL = "../" + userFolderURL + SearchIndex.scriptPath
    }
}
