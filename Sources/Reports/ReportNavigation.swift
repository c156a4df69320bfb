/// Links from a report to its neighbours and its archive, when it is part of a site.
public struct ReportNavigation: Hashable, Sendable {
    /// Relative URL and title of the previous report of the same kind, if any.
    public var previous: Link?
    public var next: Link?
    /// Relative URL of the user's archive page.
    public var archiveURL: String
    /// Relative URL of the site's index page.
    public var indexURL: String

    /// One navigation target.
    public struct Link: Hashable, Sendable {
        public var url: String
        public var title: String

        public init(url: String, title: String) {
            self.url = url
            self.title = title
        }
    }

    public init(previous: Link?, next: Link?, archiveURL: String, indexURL: String) {
        self.previous = previous
        self.next = next
        self.archiveURL = archiveURL
        self.indexURL = indexURL
    }
}
