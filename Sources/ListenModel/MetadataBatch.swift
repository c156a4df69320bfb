/// One answer of ListenBrainz's recording metadata endpoint, as the store keeps it: the
/// recordings asked for (found or not), and the artists and tags the answer carried.
public struct MetadataBatch: Hashable, Sendable {
    /// Every recording MBID asked for, lower-case; those not in `recordings` are unknown to
    /// ListenBrainz and stored as such, so they are not asked for again until they are stale.
    public var requested: [String]
    public var recordings: [RecordingMetadata]
    public var artists: [ArtistMetadata]
    public var tags: [MetadataTag]

    public init(requested: [String], recordings: [RecordingMetadata] = [], artists: [ArtistMetadata] = [], tags: [MetadataTag] = []) {
        self.requested = requested
        self.recordings = recordings
        self.artists = artists
        self.tags = tags
    }
}
