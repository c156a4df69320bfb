/// What `atom/feed.mustache` reads.
struct FeedView: Sendable {
    var title: String
    var id: String
    var updated: String
    var generator: String
    var indexURL: String
    /// Always: without a base URL the self link is "feed.xml", which a reader resolves against
    /// the feed's own address.
    var hasSelfURL: Bool
    var selfURL: String
    var entries: [FeedEntry]
}
