/// A recording (track) and how many listens it had in a window.
public struct RecordingCount: Hashable, Sendable, Codable {
    public var trackName: String
    public var mbid: String?
    /// The full artist credit string.
    public var artistName: String
    public var artistMBIDs: [String]
    public var releaseName: String?
    public var releaseMBID: String?
    public var caaID: Int64?
    public var caaReleaseMBID: String?
    public var listenCount: Int

    public init(
        trackName: String, mbid: String? = nil, artistName: String, artistMBIDs: [String] = [],
        releaseName: String? = nil, releaseMBID: String? = nil, caaID: Int64? = nil,
        caaReleaseMBID: String? = nil, listenCount: Int
    ) {
        self.trackName = trackName
        self.mbid = mbid
        self.artistName = artistName
        self.artistMBIDs = artistMBIDs
        self.releaseName = releaseName
        self.releaseMBID = releaseMBID
        self.caaID = caaID
        self.caaReleaseMBID = caaReleaseMBID
        self.listenCount = listenCount
    }
}

extension RecordingCount {
    /// The cover of the release this recording was listened from.
    public var coverArtKey: CoverArtKey? { CoverArtKey(releaseMBID: caaReleaseMBID, caaID: caaID) }
}
