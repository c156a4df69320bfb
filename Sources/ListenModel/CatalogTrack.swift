/// One track of a `TrackCatalog`: every text field as an id into the catalog's `TextTable`
/// (-1 where the field is absent). Its credited artists are kept beside it in the catalog.
public struct CatalogTrack: Sendable, Hashable {
    public var artistName: Int32
    public var trackName: Int32
    public var releaseName: Int32
    public var recordingMSID: Int32
    /// The mapped recording, -1 when ListenBrainz did not map the listen; the other mapping
    /// fields mean something only when it is set.
    public var recordingMBID: Int32
    public var recordingName: Int32
    public var releaseMBID: Int32
    public var releaseGroupMBID: Int32
    public var caaReleaseMBID: Int32
    public var caaID: Int64?

    public init(
        artistName: Int32, trackName: Int32, releaseName: Int32 = -1, recordingMSID: Int32 = -1,
        recordingMBID: Int32 = -1, recordingName: Int32 = -1, releaseMBID: Int32 = -1, releaseGroupMBID: Int32 = -1,
        caaReleaseMBID: Int32 = -1, caaID: Int64? = nil
    ) {
        self.artistName = artistName
        self.trackName = trackName
        self.releaseName = releaseName
        self.recordingMSID = recordingMSID
        self.recordingMBID = recordingMBID
        self.recordingName = recordingName
        self.releaseMBID = releaseMBID
        self.releaseGroupMBID = releaseGroupMBID
        self.caaReleaseMBID = caaReleaseMBID
        self.caaID = caaID
    }

    public var isMapped: Bool { recordingMBID >= 0 }

    /// The title statistics use: the mapped recording's, or the submitted one (as `Track.effectiveTitle`).
    public var effectiveTitle: Int32 { isMapped && recordingName >= 0 ? recordingName : trackName }
}
