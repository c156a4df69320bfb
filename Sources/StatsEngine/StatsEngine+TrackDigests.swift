import ListenModel

extension StatsEngine {
    /// Each catalog track's content digest (`TrackCatalog.contentDigests()`), made once per
    /// engine: a site's period fingerprints and its entity pages' both read them.
    public var trackDigests: [(UInt64, UInt64)] {
        trackDigestCache.value { index.history.tracks.contentDigests() }
    }
}
