/// One recording of a ListenBrainz playlist (JSPF `track`): what it is and who made it.
public struct PlaylistTrack: Hashable, Sendable, Codable {
    public var title: String
    /// The credit as the playlist names it (JSPF `creator`).
    public var artistName: String
    public var releaseName: String?
    public var recordingMBID: String?
    public var artistMBIDs: [String]

    public init(title: String, artistName: String, releaseName: String? = nil, recordingMBID: String? = nil, artistMBIDs: [String] = []) {
        self.title = title
        self.artistName = artistName
        self.releaseName = releaseName
        self.recordingMBID = recordingMBID
        self.artistMBIDs = artistMBIDs
    }
}
