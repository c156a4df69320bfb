/// What `atom/feed.mustache` reads.
struct FeedView: Sendable {
    var title: String
    var id: String
    var updated: String
    var generator: String
    var indexURL: String
    var hasSelfURL: Bool
    var selfURL: String
    var entries: [FeedEntry]
}
