import CompactStorage

/// The cached music metadata as the engine reads it: MusicBrainz ids interned by their bytes
/// and what is known of them in integer columns, so tens of thousands of recordings load
/// without a `String`, a dictionary entry or an array per row (`ListenStore.musicMetadata()`;
/// `MusicMetadata.tables` for metadata made in memory).
///
/// Ids are told apart by their exact bytes, as the store's SQL tells them apart. Recordings
/// come first; the artists' areas and the genre votes that follow keep only what concerns
/// the artists and release groups those recordings name (nothing else is ever counted).
public struct MetadataTables: Sendable {
    /// The recording MBIDs ListenBrainz knew; a recording's id is its row in the columns below.
    public private(set) var recordings = TextTable()
    /// Whether any recording MBID has upper-case ASCII (the store keeps them lower-case).
    public private(set) var hasUpperCaseRecording = false
    /// Per recording: the first year of its release, 0 when unknown (or outside 1–9999).
    public private(set) var releaseYear: [Int16] = []
    /// Per recording: its release group, an id in `releaseGroups`; -1 when it has none.
    public private(set) var releaseGroup: [Int32] = []
    /// Per recording, its credited artists in credit order (ids in `artists`):
    /// `creditArtists[creditStarts[r]..<creditStarts[r + 1]]`.
    public private(set) var creditStarts: [Int32] = [0]
    public private(set) var creditArtists: [Int32] = []
    /// The artists credited on the recordings, and per artist its MusicBrainz area, an id in
    /// `areas` (-1 when none is known).
    public private(set) var artists = TextTable()
    public private(set) var artistArea: [Int32] = []
    public private(set) var areas = TextTable()
    /// The release groups of the recordings.
    public private(set) var releaseGroups = TextTable()
    /// Genre names (tags with a genre MBID; free tags are never added), and the votes for them
    /// of recordings, artists and release groups. Votes of zero or fewer weigh nothing and are
    /// left out.
    public private(set) var genres = TextTable()
    public private(set) var recordingVotes = GenreVoteColumns()
    public private(set) var artistVotes = GenreVoteColumns()
    public private(set) var releaseGroupVotes = GenreVoteColumns()

    public init() {}

    /// Whether no recording has metadata (then reports compute nothing of it).
    public var isEmpty: Bool { recordings.count == 0 }

    /// Adds a recording ListenBrainz knew and returns its id; nil (adding nothing) when it is
    /// already there. Its credited artists follow with `addCredit(artistMBID:to:)`.
    public mutating func addRecording(
        mbid: UnsafeRawBufferPointer, releaseYear year: Int64?, releaseGroupMBID: UnsafeRawBufferPointer?
    ) -> Int32? {
        let id = recordings.intern(mbid)
        guard Int(id) == releaseYear.count else { return nil }
        if !hasUpperCaseRecording, mbid.contains(where: { $0 >= 65 && $0 <= 90 }) { hasUpperCaseRecording = true }
        releaseYear.append(year.map { (1...9999).contains($0) ? Int16($0) : 0 } ?? 0)
        releaseGroup.append(releaseGroupMBID.map { releaseGroups.intern($0) } ?? -1)
        creditStarts.append(Int32(creditArtists.count))
        return id
    }

    /// Adds a credited artist to `recording`, which must be the one added last (else nothing
    /// is added: credits are stored one recording after another).
    public mutating func addCredit(artistMBID: UnsafeRawBufferPointer, to recording: Int32) {
        guard Int(recording) == releaseYear.count - 1 else { return }
        let artist = artists.intern(artistMBID)
        if Int(artist) == artistArea.count { artistArea.append(-1) }
        creditArtists.append(artist)
        creditStarts[creditStarts.count - 1] = Int32(creditArtists.count)
    }

    /// Sets the MusicBrainz area of an artist the recordings credit (others are left out).
    public mutating func setArea(artistMBID: UnsafeRawBufferPointer, area: UnsafeRawBufferPointer?) {
        guard let artist = artists.id(of: artistMBID) else { return }
        artistArea[Int(artist)] = area.map { areas.intern($0) } ?? -1
    }

    /// The id of an entity the recordings name, in its table (nil for any other). `hint` is
    /// tried first: entities met in the order they were added (a store's rows in key order)
    /// are each the one after the last, found without a hash lookup.
    public func owner(_ entity: MetadataEntityKind, mbid: UnsafeRawBufferPointer, hint: Int32 = -1) -> Int32? {
        let table =
            switch entity {
            case .recording: recordings
            case .artist: artists
            case .releaseGroup: releaseGroups
            }
        if hint >= 0, Int(hint) < table.count, table.equals(hint, mbid) { return hint }
        return table.id(of: mbid)
    }

    /// Adds `votes` votes for `genre` to an entity the recordings name (others are left out).
    public mutating func addGenreVote(
        _ entity: MetadataEntityKind, mbid: UnsafeRawBufferPointer, genre: UnsafeRawBufferPointer, votes: Int64
    ) {
        guard let owner = owner(entity, mbid: mbid) else { return }
        addGenreVote(entity, owner: owner, genre: genre, votes: votes)
    }

    /// Adds `votes` votes for `genre` to the entity numbered `owner` (from `owner(_:mbid:)`).
    public mutating func addGenreVote(_ entity: MetadataEntityKind, owner: Int32, genre: UnsafeRawBufferPointer, votes: Int64) {
        guard votes > 0 else { return }
        let genre = genres.intern(genre)
        switch entity {
        case .recording: recordingVotes.append(owner: owner, genre: genre, votes: Int32(clamping: votes))
        case .artist: artistVotes.append(owner: owner, genre: genre, votes: Int32(clamping: votes))
        case .releaseGroup: releaseGroupVotes.append(owner: owner, genre: genre, votes: Int32(clamping: votes))
        }
    }

    /// The votes of one kind of entity.
    public func votes(of entity: MetadataEntityKind) -> GenreVoteColumns {
        switch entity {
        case .recording: recordingVotes
        case .artist: artistVotes
        case .releaseGroup: releaseGroupVotes
        }
    }
}
