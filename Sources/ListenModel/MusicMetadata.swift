/// The cached music metadata the engine reads: release years, credited artists and their
/// areas, and genre votes, keyed by lower-case MusicBrainz ids. Loaded from the store (or made
/// by the demo); the engine matches it to a history's tracks by their recording MBID.
public struct MusicMetadata: Hashable, Sendable {
    /// Recordings ListenBrainz knows, by recording MBID (those it does not know are absent).
    public var recordings: [String: RecordingMetadata]
    public var artists: [String: ArtistMetadata]
    /// Genre tags only (free tags are left out), by entity kind and MBID.
    public var recordingGenres: [String: [GenreVote]]
    public var artistGenres: [String: [GenreVote]]
    public var releaseGroupGenres: [String: [GenreVote]]

    public init(
        recordings: [String: RecordingMetadata] = [:], artists: [String: ArtistMetadata] = [:],
        recordingGenres: [String: [GenreVote]] = [:], artistGenres: [String: [GenreVote]] = [:],
        releaseGroupGenres: [String: [GenreVote]] = [:]
    ) {
        self.recordings = recordings
        self.artists = artists
        self.recordingGenres = recordingGenres
        self.artistGenres = artistGenres
        self.releaseGroupGenres = releaseGroupGenres
    }

    /// Builds the lookup from stored or generated batches (later ones win for the same id).
    public init(batches: [MetadataBatch]) {
        self.init()
        for batch in batches { add(batch) }
    }

    public var isEmpty: Bool { recordings.isEmpty }

    /// Adds what `batch` holds, replacing the genre votes of every entity it carries tags for.
    public mutating func add(_ batch: MetadataBatch) {
        for recording in batch.recordings { recordings[recording.recordingMBID] = recording }
        for artist in batch.artists { artists[artist.artistMBID] = artist }
        var votes: [MetadataEntityKind: [String: [GenreVote]]] = [:]
        for tag in batch.tags where tag.isGenre {
            votes[tag.entity, default: [:]][tag.mbid, default: []].append(GenreVote(genre: tag.tag, count: tag.count))
        }
        for (mbid, list) in votes[.recording] ?? [:] { recordingGenres[mbid] = list }
        for (mbid, list) in votes[.artist] ?? [:] { artistGenres[mbid] = list }
        for (mbid, list) in votes[.releaseGroup] ?? [:] { releaseGroupGenres[mbid] = list }
    }
}
