/// Links to neighbouring reports, the archive and the index, as templates show them.
struct NavigationView: Sendable {
    var hasPrevious: Bool
    var previousURL: String
    var previousTitle: String
    var hasNext: Bool
    var nextURL: String
    var nextTitle: String
    var archiveURL: String
    var indexURL: String
    /// The user's search, from the page.
    var search: SearchBox

    /// The links of a page `depth` folders below the user's (2: a report, 1: a month of days).
    init(_ navigation: ReportNavigation, depthBelowUserFolder depth: Int = 2) {
        search = SearchBox(depthBelowUserFolder: depth)
        hasPrevious = navigation.previous != nil
        previousURL = navigation.previous?.url ?? ""
        previousTitle = navigation.previous?.title ?? ""
        hasNext = navigation.next != nil
        nextURL = navigation.next?.url ?? ""
        nextTitle = navigation.next?.title ?? ""
        archiveURL = navigation.archiveURL
        indexURL = navigation.indexURL
    }
}
