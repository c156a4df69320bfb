/// One credited artist of a `CatalogTrack`, its texts as ids into the catalog's `TextTable`.
public struct CatalogCredit: Sendable, Hashable {
    public var name: Int32
    /// -1 when the artist has no MusicBrainz id.
    public var mbid: Int32
    public var joinPhrase: Int32

    public init(name: Int32, mbid: Int32, joinPhrase: Int32) {
        self.name = name
        self.mbid = mbid
        self.joinPhrase = joinPhrase
    }
}
