/// A release (or release group) and how many listens it had in a window.
public struct ReleaseCount: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    /// The full artist credit string.
    public var artistName: String
    public var artistMBIDs: [String]
    public var caaID: Int64?
    public var caaReleaseMBID: String?
    public var listenCount: Int

    public init(
        name: String, mbid: String? = nil, artistName: String, artistMBIDs: [String] = [],
        caaID: Int64? = nil, caaReleaseMBID: String? = nil, listenCount: Int
    ) {
        self.name = name
        self.mbid = mbid
        self.artistName = artistName
        self.artistMBIDs = artistMBIDs
        self.caaID = caaID
        self.caaReleaseMBID = caaReleaseMBID
        self.listenCount = listenCount
    }
}

extension ReleaseCount {
    /// The cover of this release (or of the release ListenBrainz picked for a release group).
    public var coverArtKey: CoverArtKey? { CoverArtKey(releaseMBID: caaReleaseMBID, caaID: caaID) }
}
