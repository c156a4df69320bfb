import GRDB
import ListenModel

extension ListenStore {
    /// The recordings of `user` (every stored recording when nil) whose metadata is missing or
    /// was fetched before `cutoff` (epoch seconds).
    public func recordingsNeedingMetadata(user: String?, fetchedBefore cutoff: Int64) throws -> MetadataDue {
        try read { db in
            var filter = ""
            var arguments: StatementArguments = []
            if let user {
                guard let userID = try Self.userID(named: user, in: db) else {
                    throw ListenStoreError(
                        code: .unknownUser,
                        message: "no listens are stored for '\(user)'; run `listenstats sync --user \(user)` or `listenstats import` first")
                }
                filter = "AND id IN (SELECT DISTINCT track_id FROM listens WHERE user_id = ?)"
                arguments = [userID]
            }
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT m.mbid, r.fetched_at
                    FROM (SELECT DISTINCT lower(recording_mbid) AS mbid FROM tracks
                          WHERE recording_mbid IS NOT NULL AND recording_mbid <> '' \(filter)) AS m
                    LEFT JOIN recording_metadata AS r ON r.recording_mbid = m.mbid
                    ORDER BY m.mbid
                    """,
                arguments: arguments)
            var due = MetadataDue(recordingMBIDs: [], recordingCount: 0, freshCount: 0)
            while let row = try rows.next() {
                due.recordingCount += 1
                let fetchedAt: Int64? = row[1]
                if let fetchedAt, fetchedAt >= cutoff {
                    due.freshCount += 1
                } else {
                    due.recordingMBIDs.append(row[0])
                }
            }
            return due
        }
    }

    /// Every cached recording ListenBrainz knew, with its artists and genre votes, for the
    /// engine; nil when nothing is cached, so reports say so and compute nothing of it.
    public func musicMetadata() throws -> MusicMetadata? {
        // Raw statements: tens of thousands of rows, where GRDB's row values cost more than
        // the reading (about 0.2 s against 0.05 s for 50,000 recordings).
        try read { db in
            var metadata = MusicMetadata()
            let recordings = try RawStatement(
                "SELECT recording_mbid, release_year, release_group_mbid, artist_mbids FROM recording_metadata WHERE found = 1", in: db)
            while try recordings.step() {
                guard let mbid = recordings.text(0) else { continue }
                let artists = recordings.text(3)
                metadata.recordings[mbid] = RecordingMetadata(
                    recordingMBID: mbid, releaseYear: recordings.isNull(1) ? nil : Int(recordings.int64(1)),
                    releaseGroupMBID: recordings.text(2), artistMBIDs: artists.map { Self.splitMBIDs($0) } ?? [])
            }
            guard !metadata.recordings.isEmpty else { return nil }
            let artists = try RawStatement("SELECT artist_mbid, name, area, begin_year, type FROM artist_metadata", in: db)
            while try artists.step() {
                guard let mbid = artists.text(0) else { continue }
                metadata.artists[mbid] = ArtistMetadata(
                    artistMBID: mbid, name: artists.text(1), area: artists.text(2),
                    beginYear: artists.isNull(3) ? nil : Int(artists.int64(3)), type: artists.text(4))
            }
            // Genres only; ordered so each entity's votes come in the same order every load.
            let tags = try RawStatement(
                "SELECT entity, mbid, tag, count FROM metadata_tags WHERE genre_mbid IS NOT NULL ORDER BY entity, mbid, tag", in: db)
            var genreNames: [String: String] = [:]
            while try tags.step() {
                guard let mbid = tags.text(1), let tag = tags.text(2) else { continue }
                // A few dozen genres over thousands of rows: one String each.
                let genre = genreNames[tag] ?? tag
                genreNames[tag] = genre
                let vote = GenreVote(genre: genre, count: Int(tags.int64(3)))
                switch MetadataEntityKind(rawValue: Int(tags.int64(0))) {
                case .recording: metadata.recordingGenres[mbid, default: []].append(vote)
                case .artist: metadata.artistGenres[mbid, default: []].append(vote)
                case .releaseGroup: metadata.releaseGroupGenres[mbid, default: []].append(vote)
                case nil: continue
                }
            }
            return metadata
        }
    }

    /// A short text that changes whenever the metadata cache does (a fetch, a refetch), for
    /// the site's fingerprints: reports drawn before an enrich are drawn again after it.
    public func metadataStamp() throws -> String {
        try read { db in
            let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), SUM(found), MAX(fetched_at) FROM recording_metadata")
            let count: Int = row?[0] ?? 0
            let found: Int = row?[1] ?? 0
            let newest: Int64 = row?[2] ?? 0
            return "\(count)/\(found)/\(newest)"
        }
    }

    /// Stores one fetched batch in one transaction: a run killed afterwards keeps it.
    public func saveMetadata(_ batch: MetadataBatch, fetchedAt: Int64) throws {
        try write { writer in try writer.saveMetadata(batch, fetchedAt: fetchedAt) }
    }

    static let mbidSeparator: Character = "\u{1F}"

    static func splitMBIDs(_ joined: String) -> [String] {
        joined.isEmpty ? [] : joined.split(separator: mbidSeparator, omittingEmptySubsequences: false).map(String.init)
    }
}
