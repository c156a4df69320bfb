extension EntityRef {
    /// The artist of a top-artists entry.
    public init(_ artist: ArtistCount) {
        self.init(kind: .artist, name: artist.name, mbid: artist.mbid)
    }

    /// The album of a top-albums entry.
    public init(_ release: ReleaseCount) {
        self.init(kind: .album, name: release.name, mbid: release.mbid, artistName: release.artistName)
    }

    /// The track of a top-tracks entry.
    public init(_ recording: RecordingCount) {
        self.init(
            kind: .track, name: recording.trackName, mbid: recording.mbid, artistName: recording.artistName,
            releaseName: recording.releaseName, releaseMBID: recording.releaseMBID)
    }
}
