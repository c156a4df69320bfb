extension RecordingCount {
    /// The cover of the release this recording was listened from.
    public var coverArtKey: CoverArtKey? { CoverArtKey(releaseMBID: caaReleaseMBID, caaID: caaID) }
}
