extension ReleaseCount {
    /// The cover of this release (or of the release ListenBrainz picked for a release group).
    public var coverArtKey: CoverArtKey? { CoverArtKey(releaseMBID: caaReleaseMBID, caaID: caaID) }
}
