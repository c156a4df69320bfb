import Foundation
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
                        message: "no listens are stored for '\(user)'; run `listenstats sync --user \(user)` or `listenstats import FILE --user \(user)` first")
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

    /// Every cached recording ListenBrainz knew, with its artists' areas and the genre votes
    /// of it, its artists and its release group, for the engine; nil when nothing is cached,
    /// so reports say so and compute nothing of it.
    public func musicMetadata() throws -> MetadataTables? {
        try read { db in try Self.metadataTables(in: db) }
    }

    /// The cached metadata matched to `catalog` (a loaded history's tracks), for the engine
    /// (`StatsEngine(…, matchedMetadata:)`); nil when nothing is cached. Read from the packed
    /// copy (`metadata_index_copy`) when it was made for as many tracks; otherwise the tables
    /// are loaded and matched, and the copy is stored in the same write transaction, so no
    /// enrich can commit between the reading and the storing (if the database is busy or
    /// read-only, the match is made in a read and not stored).
    public func musicMetadata(matching catalog: TrackCatalog) throws -> MetadataIndex? {
        // Nothing cached (most stores) costs one probe and never a write transaction.
        let copied = try read { db -> MetadataIndex?? in
            if let copy = try MetadataIndexCopy.load(in: db, trackCount: catalog.count) { return .some(copy) }
            return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM recording_metadata WHERE found = 1)") == true
                ? nil : .some(nil)
        }
        if let copied { return copied }
        var stored: MetadataIndex??
        writeIfIdle { db in
            let index = try Self.metadataTables(in: db).map { MetadataIndex(catalog: catalog, tables: $0) }
            if let index { try MetadataIndexCopy.store(index, in: db) }
            stored = .some(index)
        }
        if let stored { return stored }
        return try read { db in try Self.metadataTables(in: db).map { MetadataIndex(catalog: catalog, tables: $0) } }
    }

    /// Every cached recording ListenBrainz knew, as `musicMetadata()` describes; nil when none.
    static func metadataTables(in db: Database) throws -> MetadataTables? {
        // Raw statements and bytes interned straight from SQLite: a report reads tens of
        // thousands of rows here, where a `String`, a dictionary entry and an array per row
        // cost several times the reading (0.2 s for 50,000 recordings).
        do {
            var tables = MetadataTables()
            let recordings = try RawStatement(
                "SELECT recording_mbid, release_year, release_group_mbid, artist_mbids FROM recording_metadata WHERE found = 1", in: db)
            // MBIDs are primary keys, never NULL (WITHOUT ROWID tables enforce it): only the
            // other columns are asked whether they are.
            while try recordings.step() {
                guard
                    let id = tables.addRecording(
                        mbid: recordings.bytes(0), releaseYear: recordings.isNull(1) ? nil : recordings.int64(1),
                        releaseGroupMBID: recordings.isNull(2) ? nil : recordings.bytes(2))
                else { continue }
                // The credited artists, joined by U+001F (an empty text credits no one).
                let artists = recordings.bytes(3)
                guard !artists.isEmpty else { continue }
                var start = 0
                for offset in 0...artists.count where offset == artists.count || artists[offset] == Self.mbidSeparatorByte {
                    tables.addCredit(artistMBID: UnsafeRawBufferPointer(rebasing: artists[start..<offset]), to: id)
                    start = offset + 1
                }
            }
            guard !tables.isEmpty else { return nil }
            // Only the area counts: the name, begin year and type are not shown.
            let artists = try RawStatement("SELECT artist_mbid, area FROM artist_metadata", in: db)
            while try artists.step() {
                tables.setArea(artistMBID: artists.bytes(0), area: artists.isNull(1) ? nil : artists.bytes(1))
            }
            // Genres only; ordered so each entity's votes come in the same order every load.
            let tags = try RawStatement(
                "SELECT entity, mbid, tag, count FROM metadata_tags WHERE genre_mbid IS NOT NULL ORDER BY entity, mbid, tag", in: db)
            // An entity's votes come together, so its id is looked up once, not once per vote;
            // and recordings were added in the same key order, so the next one is tried first.
            var lastEntity: MetadataEntityKind?
            var lastMBID: [UInt8] = []
            var lastOwner: Int32?
            while try tags.step() {
                guard let entity = MetadataEntityKind(rawValue: Int(tags.int64(0))) else { continue }
                let mbid = tags.bytes(1)
                if entity != lastEntity || !Self.sameBytes(mbid, lastMBID) {
                    let hint = entity == lastEntity ? (lastOwner ?? -1) + 1 : 0
                    lastEntity = entity
                    lastMBID.removeAll(keepingCapacity: true)
                    lastMBID.append(contentsOf: mbid)
                    lastOwner = tables.owner(entity, mbid: mbid, hint: hint)
                }
                guard let owner = lastOwner else { continue }
                tables.addGenreVote(entity, owner: owner, genre: tags.bytes(2), votes: tags.int64(3))
            }
            return tables
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
    static let mbidSeparatorByte: UInt8 = 0x1F

    private static func sameBytes(_ bytes: UnsafeRawBufferPointer, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return other.withUnsafeBytes { other in other.baseAddress.map { memcmp(base, $0, bytes.count) == 0 } ?? false }
    }
}
