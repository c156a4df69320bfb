import Foundation
import GRDB
import ListenModel
import Testing

@testable import ListenStore

/// Tracks are found by `key_hash` (a stable hash of their key) and told apart by the key itself.
@Suite("Tracks found by key hash")
struct TrackKeyHashTests {
    static let track = Track(
        artistName: "Björk", trackName: "Jóga", releaseName: "Homogenic", recordingMSID: "msid-1",
        mapping: MBIDMapping(
            recordingMBID: "rec-1", recordingName: "Jóga", releaseMBID: nil,
            artists: [CreditedArtist(name: "Björk", mbid: "a-1", joinPhrase: " & "), CreditedArtist(name: "Sjón")],
            caaID: 42))

    static func temporaryPath() -> (path: String, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listenstats-\(UUID().uuidString)")
        return (directory.appendingPathComponent("listens.sqlite").path, directory)
    }

    static func trackCount(_ store: ListenStore) throws -> Int {
        try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM tracks") ?? 0 }
    }

    @Test("the key hash is FNV-1a 64 of the key's UTF-8, the same in every process")
    func stableHash() {
        #expect(TrackKeyHash.of("") == Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
        #expect(TrackKeyHash.of("a") == Int64(bitPattern: 0xaf63_dc4c_8601_ec8c))
        #expect(TrackKeyHash.of("foobar") == Int64(bitPattern: 0x8594_4171_f739_67e8))
    }

    @Test("a track's key holds every field, an absent one marked apart from an empty one")
    func keyLayout() {
        let separator = "\u{1F}\u{1F}"
        let absent = "\u{1E}"
        #expect(
            TrackRow.key(of: Self.track)
                == ["Björk", "Jóga", "Homogenic", "msid-1", "rec-1", "Jóga", absent, absent, "42", absent,
                    "Björk", "a-1", " & ", "Sjón", absent, ""].joined(separator: separator))
        #expect(TrackRow.key(of: Track(artistName: "A", trackName: "T")) == ["A", "T", absent, absent].joined(separator: separator))
        #expect(TrackRow.key(of: Track(artistName: "A", trackName: "T", releaseName: "")) == ["A", "T", "", absent].joined(separator: separator))
        let complete = Track(
            artistName: "A", trackName: "T", releaseName: "R", recordingMSID: "m",
            mapping: MBIDMapping(
                recordingMBID: "r", recordingName: "T", releaseMBID: "rl", releaseGroupMBID: "g",
                artists: [CreditedArtist(name: "A", mbid: "a", joinPhrase: "")], caaID: 7, caaReleaseMBID: "c"))
        #expect(TrackRow.key(of: complete) == ["A", "T", "R", "m", "r", "T", "rl", "g", "7", "c", "A", "a", ""].joined(separator: separator))
    }

    @Test("a store made before key_hash migrates: hashes filled, the unique text index gone, listens still de-duplicated")
    func oldStoreMigrates() throws {
        let (path, directory) = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let listen = Listen(listenedAt: 1_700_000_000, track: Self.track, durationMs: 200_000, source: .listenbrainz)
        do {
            let old = try DatabaseQueue(path: path)
            try StoreSchema.migrator.migrate(old, upTo: "v3-copies: packed copies of listens and tracks for fast loads")
            try old.write { db in
                try db.execute(sql: "INSERT INTO users (id, name) VALUES (1, 'rob')")
                try db.execute(
                    sql: """
                        INSERT INTO tracks (id, key, artist_name, track_name, release_name, recording_msid,
                            recording_mbid, recording_name, credit_names, credit_mbids, credit_join_phrases, caa_id)
                        VALUES (7, ?, 'Björk', 'Jóga', 'Homogenic', 'msid-1', 'rec-1', 'Jóga',
                            'Björk\u{1F}Sjón', 'a-1\u{1F}', ' & \u{1F}', 42)
                        """,
                    // The key as stores before v4-keys held it: cut at the first absent field.
                    arguments: [["Björk", "Jóga", "Homogenic", "msid-1", "rec-1", "Jóga", ""].joined(separator: "\u{1F}\u{1F}")])
                try db.execute(
                    sql: """
                        INSERT INTO listens (user_id, listened_at, identity, track_id, duration_ms, source)
                        VALUES (1, ?, ?, 7, 200000, 'listenbrainz')
                        """,
                    arguments: [listen.listenedAt, ListenIdentity.hash(of: Self.track)])
            }
        }

        let store = try ListenStore(path: path)
        let (hashes, indexes, pageSize) = try store.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT id, key, key_hash FROM tracks"),
                try Row.fetchAll(db, sql: "SELECT name, \"unique\" FROM pragma_index_list('tracks')"),
                try Int.fetchOne(db, sql: "PRAGMA page_size")
            )
        }
        #expect(hashes.count == 1)
        #expect(hashes.first?["id"] == Int64(7))
        #expect(hashes.first?["key"] == TrackRow.key(of: Self.track))
        #expect(hashes.first?["key_hash"] == TrackKeyHash.of(TrackRow.key(of: Self.track)))
        #expect(indexes.map { $0["name"] as String } == ["tracks_by_key_hash"])
        #expect(indexes.map { $0["unique"] as Int } == [0])
        #expect(pageSize == 4096)
        #expect(try store.rows(user: "rob") == [listen])

        #expect(try store.insert([listen], user: "rob") == InsertSummary(inserted: 0, duplicates: 1))
        var batch = ListenBatch(source: .listenbrainz, newTracks: [Self.track])
        batch.append(listenedAt: listen.listenedAt, trackIndex: 0, durationMs: 200_000)
        batch.append(listenedAt: listen.listenedAt + 300, trackIndex: 0, durationMs: 200_000)
        let outcomes = try store.importListens(user: "rob") { writer in try writer.insert(batch) }
        #expect(outcomes == [.duplicate, .inserted])
        #expect(try Self.trackCount(store) == 1)
        #expect(try store.read { try Int64.fetchOne($0, sql: "SELECT DISTINCT track_id FROM listens") } == 7)
    }

    /// Tracks alike up to an absent field, which stores before v4-keys took for one.
    static let alikeUpToAbsentField: [Track] = [
        Track(artistName: "A", trackName: "T"),
        Track(artistName: "A", trackName: "T", recordingMSID: "msid-2"),
        Track(artistName: "A", trackName: "T", mapping: MBIDMapping(recordingMBID: "rec", recordingName: "T", artists: [CreditedArtist(name: "A")])),
        Track(
            artistName: "A", trackName: "T",
            mapping: MBIDMapping(recordingMBID: "rec", recordingName: "T", artists: [CreditedArtist(name: "A", mbid: "a", joinPhrase: " & "), CreditedArtist(name: "B")])),
        Track(artistName: "A", trackName: "T", releaseName: ""),
    ]

    @Test("tracks that differ only after an absent field are different tracks, by either writer")
    func absentFieldsDoNotCutKeys() throws {
        let store = try ListenStore()
        let tracks = Self.alikeUpToAbsentField
        let synced = tracks.enumerated().map { offset, track in
            Listen(listenedAt: 1_700_000_000 + Int64(offset) * 600, track: track, source: .listenbrainz)
        }
        try store.insert(synced, user: "rob")
        var batch = ListenBatch(source: .listenbrainz, newTracks: tracks)
        for offset in tracks.indices {
            batch.append(listenedAt: 1_800_000_000 + Int64(offset) * 600, trackIndex: Int32(offset), durationMs: nil)
        }
        let outcomes = try store.importListens(user: "rob") { writer in try writer.insert(batch) }
        #expect(outcomes == Array(repeating: .inserted, count: tracks.count))
        #expect(try Self.trackCount(store) == tracks.count)
        #expect(try store.rows(user: "rob").map(\.track) == tracks + tracks)
    }

    @Test("the migration gives every stored track the key a writer computes for it")
    func rekeyMatchesWriters() throws {
        let store = try ListenStore()
        let tracks = Self.alikeUpToAbsentField + [Self.track, Track(artistName: "東京事変", trackName: "群青日和", releaseName: "教育")]
        try store.insert(
            tracks.enumerated().map { Listen(listenedAt: 1_700_000_000 + Int64($0) * 600, track: $1, source: .lastfm) }, user: "rob")
        try store.write { writer in
            try writer.db.execute(sql: "UPDATE tracks SET key = 'stale', key_hash = 0")
            try TrackKeyMigration.rekey(in: writer.db)
        }
        let stored = try store.read { try Row.fetchAll($0, sql: "SELECT key, key_hash FROM tracks ORDER BY id") }
        #expect(stored.map { $0["key"] as String } == tracks.map(TrackRow.key(of:)))
        #expect(stored.map { $0["key_hash"] as Int64 } == tracks.map { TrackKeyHash.of(TrackRow.key(of: $0)) })
    }

    @Test("a new store has 16 KB pages")
    func newStorePageSize() throws {
        let (path, directory) = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ListenStore(path: path)
        #expect(try store.read { try Int.fetchOne($0, sql: "PRAGMA page_size") } == 16384)
    }

    @Test("a stored track whose hash equals another key's is never taken for it, by either writer")
    func collisionsCompareKeys() throws {
        let (path, directory) = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ListenStore(path: path)
        let other = Track(artistName: "Other", trackName: "Song")
        // A decoy row claiming the hashes of both tracks' keys, as a collision would.
        try store.write { writer in
            for track in [Self.track, other] {
                try writer.db.execute(
                    sql: "INSERT INTO tracks (key, artist_name, track_name, key_hash) VALUES ('decoy', 'Decoy', 'Decoy', ?)",
                    arguments: [TrackKeyHash.of(TrackRow.key(of: track))])
            }
        }
        let synced = Listen(listenedAt: 1_700_000_000, track: Self.track, source: .listenbrainz)
        try store.insert([synced], user: "rob")
        var batch = ListenBatch(source: .lastfm, newTracks: [other, Self.track])
        batch.append(listenedAt: 1_700_000_600, trackIndex: 0, durationMs: nil)
        batch.append(listenedAt: 1_700_000_000, trackIndex: 1, durationMs: nil)
        let outcomes = try store.importListens(user: "rob") { writer in try writer.insert(batch) }
        #expect(outcomes == [.inserted, .duplicate])
        #expect(try Self.trackCount(store) == 4)
        let tracks = try store.rows(user: "rob").map(\.track)
        #expect(tracks == [Self.track, other])
    }
}

extension ListenStore {
    /// Every listen of `user`, as the engine loads them.
    fileprivate func rows(user: String) throws -> [Listen] {
        let history = try history(user: user)
        return (0..<history.count).map { history.listen(at: $0) }
    }
}
