/// Which entities get a page: those with at least `minimumListens` listens over the whole
/// history (of each kind at most `maximumPerKind`, the most played), and those that made a top
/// list of one of `topLists` (the site's published periods).
public struct EntitySelection: Hashable, Sendable {
    /// A period's window and how many entries its top lists show.
    public struct TopList: Hashable, Sendable {
        public var window: TimeWindow
        public var count: Int

        public init(window: TimeWindow, count: Int) {
            self.window = window
            self.count = count
        }
    }

    public var minimumListens: Int
    /// How many artists, albums and tracks each the listen threshold picks at most; nil for
    /// no bound. Top-list entries come on top.
    public var maximumPerKind: Int?
    public var topLists: [TopList]

    public init(minimumListens: Int, maximumPerKind: Int? = nil, topLists: [TopList] = []) {
        self.minimumListens = max(1, minimumListens)
        self.maximumPerKind = maximumPerKind.map { max(0, $0) }
        self.topLists = topLists
    }
}
