/// Listens a user wants left out of their statistics and reports (a child's music, a shared
/// speaker), applied at report time so that removing an exclusion brings them back.
///
/// Names match exactly (Unicode scalar by scalar, as ListenBrainz groups them); MBIDs match
/// case-insensitively (stored lower-cased) because MusicBrainz writes them in lower case but
/// people paste either.
public struct ListenExclusions: Hashable, Sendable {
    public var artistNames: Set<ExactText>
    public var artistMBIDs: Set<String>
    public var releaseNames: Set<ExactText>
    public var releaseMBIDs: Set<String>
    public var sources: Set<ListenSource>

    public init(
        artistNames: Set<ExactText> = [], artistMBIDs: Set<String> = [],
        releaseNames: Set<ExactText> = [], releaseMBIDs: Set<String> = [],
        sources: Set<ListenSource> = []
    ) {
        self.artistNames = artistNames
        self.artistMBIDs = Set(artistMBIDs.map { $0.lowercased() })
        self.releaseNames = releaseNames
        self.releaseMBIDs = Set(releaseMBIDs.map { $0.lowercased() })
        self.sources = sources
    }

    /// True when nothing is excluded, so callers can skip filtering altogether.
    public var isEmpty: Bool {
        artistNames.isEmpty && artistMBIDs.isEmpty && releaseNames.isEmpty && releaseMBIDs.isEmpty
            && sources.isEmpty
    }

    /// Whether a listen of `track` from `source` is left out: any credited artist, the
    /// release, or the source matching is enough.
    public func excludes(_ track: Track, from source: ListenSource) -> Bool {
        if sources.contains(source) { return true }
        if artistNames.contains(ExactText(track.artistName)) { return true }
        for artist in track.effectiveArtists {
            if artistNames.contains(ExactText(artist.name)) { return true }
            if let mbid = artist.mbid, artistMBIDs.contains(mbid.lowercased()) { return true }
        }
        if let release = track.releaseName, releaseNames.contains(ExactText(release)) { return true }
        if let mapping = track.mapping {
            if let mbid = mapping.releaseMBID, releaseMBIDs.contains(mbid.lowercased()) { return true }
            if let mbid = mapping.releaseGroupMBID, releaseMBIDs.contains(mbid.lowercased()) { return true }
        }
        return false
    }
}
