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
    /// The user's search: a report's page is two folders below the user's.
    var search = SearchBox(depthBelowUserFolder: 2)

    init(_ navigation: ReportNavigation) {
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
