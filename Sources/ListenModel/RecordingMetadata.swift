/// What ListenBrainz knows of one recording beyond a listen's mapping: the year its release
/// first came out, its release group and its credited artists (in credit order).
public struct RecordingMetadata: Hashable, Sendable, Codable {
    public var recordingMBID: String
    public var releaseYear: Int?
    public var releaseGroupMBID: String?
    public var artistMBIDs: [String]

    public init(recordingMBID: String, releaseYear: Int? = nil, releaseGroupMBID: String? = nil, artistMBIDs: [String] = []) {
        self.recordingMBID = recordingMBID
        self.releaseYear = releaseYear
        self.releaseGroupMBID = releaseGroupMBID
        self.artistMBIDs = artistMBIDs
    }
}
