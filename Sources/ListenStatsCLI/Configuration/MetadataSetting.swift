/// The config file's `metadata`: whether `listenstats run` fetches music metadata (genres,
/// release years, artist origins) for each user after syncing, or only uses what is cached.
enum MetadataSetting: String, Sendable, CaseIterable {
    /// Only what `listenstats fetch` cached; `run` never asks for metadata. The default, as a
    /// first fetch of a large history takes minutes at ListenBrainz's rate limit.
    case cached
    /// `run` enriches each user's new or stale recordings after the sync.
    case fetch
}
