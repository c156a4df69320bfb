import CompactStorage

extension MusicMetadata {
    /// The same metadata as `MetadataTables`, the form the engine reads. A recording is found
    /// by its key in `recordings`; its own genre votes are those of its `recordingMBID`.
    public var tables: MetadataTables {
        var tables = MetadataTables()
        // Sorted, so the ids (which never show) are the same on every run.
        for (mbid, recording) in recordings.sorted(by: { $0.key < $1.key }) {
            let added = Self.withBytes(mbid) { mbid in
                Self.withOptionalBytes(recording.releaseGroupMBID) { group in
                    tables.addRecording(mbid: mbid, releaseYear: recording.releaseYear.map(Int64.init), releaseGroupMBID: group)
                }
            }
            guard let id = added else { continue }
            for artist in recording.artistMBIDs {
                Self.withBytes(artist) { tables.addCredit(artistMBID: $0, to: id) }
            }
        }
        for (mbid, artist) in artists.sorted(by: { $0.key < $1.key }) {
            Self.withBytes(mbid) { mbid in Self.withOptionalBytes(artist.area) { tables.setArea(artistMBID: mbid, area: $0) } }
        }
        for (mbid, recording) in recordings.sorted(by: { $0.key < $1.key }) {
            add(recordingGenres[recording.recordingMBID] ?? [], of: .recording, mbid: mbid, to: &tables)
        }
        for (mbid, votes) in artistGenres.sorted(by: { $0.key < $1.key }) { add(votes, of: .artist, mbid: mbid, to: &tables) }
        for (mbid, votes) in releaseGroupGenres.sorted(by: { $0.key < $1.key }) { add(votes, of: .releaseGroup, mbid: mbid, to: &tables) }
        return tables
    }

    private func add(_ votes: [GenreVote], of entity: MetadataEntityKind, mbid: String, to tables: inout MetadataTables) {
        for vote in votes {
            Self.withBytes(mbid) { mbid in
                Self.withBytes(vote.genre) { tables.addGenreVote(entity, mbid: mbid, genre: $0, votes: Int64(vote.count)) }
            }
        }
    }

    private static func withBytes<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var text = text
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    private static func withOptionalBytes<Result>(_ text: String?, _ body: (UnsafeRawBufferPointer?) -> Result) -> Result {
        guard let text else { return body(nil) }
        return withBytes(text) { body($0) }
    }
}

extension MusicMetadata {
    /// What `tables` holds, back as dictionaries: the recordings with their release years,
    /// groups and artists, the artists whose area is known (area only), and the genre votes.
    /// What tables leave out (uncredited artists, empty votes, names, types) stays out.
    public init(tables: MetadataTables) {
        self.init()
        func text(_ table: TextTable, _ id: Int32) -> String { table.string(id) ?? "" }
        for id in 0..<Int32(tables.recordings.count) {
            let mbid = text(tables.recordings, id)
            let row = Int(id)
            let group = tables.releaseGroup[row]
            recordings[mbid] = RecordingMetadata(
                recordingMBID: mbid, releaseYear: tables.releaseYear[row] > 0 ? Int(tables.releaseYear[row]) : nil,
                releaseGroupMBID: group >= 0 ? text(tables.releaseGroups, group) : nil,
                artistMBIDs: tables.creditArtists[Int(tables.creditStarts[row])..<Int(tables.creditStarts[row + 1])]
                    .map { text(tables.artists, $0) })
        }
        for (id, area) in tables.artistArea.enumerated() where area >= 0 {
            let mbid = text(tables.artists, Int32(id))
            artists[mbid] = ArtistMetadata(artistMBID: mbid, area: text(tables.areas, area))
        }
        func votes(_ columns: GenreVoteColumns, _ owners: TextTable) -> [String: [GenreVote]] {
            var byOwner: [String: [GenreVote]] = [:]
            for position in 0..<columns.count {
                byOwner[text(owners, columns.owners[position]), default: []].append(
                    GenreVote(genre: text(tables.genres, columns.genres[position]), count: Int(columns.votes[position])))
            }
            return byOwner
        }
        recordingGenres = votes(tables.recordingVotes, tables.recordings)
        artistGenres = votes(tables.artistVotes, tables.artists)
        releaseGroupGenres = votes(tables.releaseGroupVotes, tables.releaseGroups)
    }
}
