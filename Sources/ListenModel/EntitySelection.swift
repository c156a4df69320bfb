/// Which entities get a page: those with at least `minimumListens` listens over the whole
/// history, and those that made a top list of one of `topLists` (the site's published periods).
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
    public var topLists: [TopList]

    public init(minimumListens: Int, topLists: [TopList] = []) {
        self.minimumListens = max(1, minimumListens)
        self.topLists = topLists
    }
}
