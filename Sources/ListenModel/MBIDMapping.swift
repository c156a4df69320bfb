/// What ListenBrainz's mapper matched a submitted listen to in MusicBrainz.
///
/// ListenBrainz's "either/or" rule: a mapped listen takes artists, MBIDs and the recording
/// name from here for every statistic; an unmapped one uses what was submitted.
public struct MBIDMapping: Hashable, Sendable, Codable {
    public var recordingMBID: String
    public var recordingName: String
    public var releaseMBID: String?
    public var releaseGroupMBID: String?
    public var artists: [CreditedArtist]
    /// Cover Art Archive image id and the release it belongs to, for album art.
    public var caaID: Int64?
    public var caaReleaseMBID: String?

    public init(
        recordingMBID: String,
        recordingName: String,
        releaseMBID: String? = nil,
        releaseGroupMBID: String? = nil,
        artists: [CreditedArtist],
        caaID: Int64? = nil,
        caaReleaseMBID: String? = nil
    ) {
        self.recordingMBID = recordingMBID
        self.recordingName = recordingName
        self.releaseMBID = releaseMBID
        self.releaseGroupMBID = releaseGroupMBID
        self.artists = artists
        self.caaID = caaID
        self.caaReleaseMBID = caaReleaseMBID
    }

    /// Exact equality: names that differ only in Unicode normalisation stay distinct.
    public static func == (lhs: MBIDMapping, rhs: MBIDMapping) -> Bool {
        lhs.recordingMBID.utf8.elementsEqual(rhs.recordingMBID.utf8)
            && lhs.recordingName.utf8.elementsEqual(rhs.recordingName.utf8)
            && lhs.releaseMBID.exactlyEquals(rhs.releaseMBID)
            && lhs.releaseGroupMBID.exactlyEquals(rhs.releaseGroupMBID)
            && lhs.artists == rhs.artists && lhs.caaID == rhs.caaID
            && lhs.caaReleaseMBID.exactlyEquals(rhs.caaReleaseMBID)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combineExactly(recordingMBID)
        hasher.combineExactly(recordingName)
        hasher.combineExactly(releaseMBID)
        hasher.combineExactly(releaseGroupMBID)
        hasher.combine(artists)
        hasher.combine(caaID)
        hasher.combineExactly(caaReleaseMBID)
    }

    /// The full credit as one string: each credited name followed by its join phrase.
    public var artistCredit: String {
        artists.map { $0.name + $0.joinPhrase }.joined()
    }
}
