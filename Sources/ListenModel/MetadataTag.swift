/// One MusicBrainz tag of a recording, artist or release group, with its vote count.
///
/// A tag with a `genreMBID` is one of MusicBrainz's genres; the rest are free tags
/// ("mysterious"), stored but never counted as genres.
public struct MetadataTag: Hashable, Sendable, Codable {
    public var entity: MetadataEntityKind
    public var mbid: String
    public var tag: String
    public var count: Int
    public var genreMBID: String?

    public init(entity: MetadataEntityKind, mbid: String, tag: String, count: Int, genreMBID: String? = nil) {
        self.entity = entity
        self.mbid = mbid
        self.tag = tag
        self.count = count
        self.genreMBID = genreMBID
    }

    public var isGenre: Bool { genreMBID != nil }
}
