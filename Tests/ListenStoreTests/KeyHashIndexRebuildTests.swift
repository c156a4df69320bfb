import Foundation
import GRDB
import ListenModel
import Testing

@testable import ListenStore

/// A bulk import into a store with no tracks drops the `key_hash` index and makes it again at
/// its end: the store must come out with the same index, and a failed import with the one it had.
@Suite("Bulk import: the key_hash index made at the end")
struct KeyHashIndexRebuildTests {
    static let tracks = (0..<300).map { Track(artistName: "Artist \($0 % 17)", trackName: "Song \($0)", releaseName: "R\($0 % 5)") }

    static func batch(_ tracks: [Track], from start: Int64) -> ListenBatch {
        var batch = ListenBatch(source: .listenbrainz, newTracks: tracks)
        for index in tracks.indices {
            batch.append(listenedAt: start + Int64(index) * 300, trackIndex: Int32(index), durationMs: 200_000)
        }
        return batch
    }

    /// The index's definition, and whether a lookup by hash uses it and finds every track.
    static func index(in store: ListenStore) throws -> (sql: [String], plan: String, found: Int) {
        try store.read { db in
            let sql = try String.fetchAll(db, sql: "SELECT sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'tracks'")
            let plan = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM tracks WHERE key_hash = 1")
                .map { $0["detail"] as String }.joined(separator: "; ")
            var found = 0
            for hash in try Int64.fetchAll(db, sql: "SELECT key_hash FROM tracks") {
                found += try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tracks INDEXED BY tracks_by_key_hash WHERE key_hash = ?", arguments: [hash]) ?? 0
            }
            return (sql, plan, found)
        }
    }

    @Test("a first import leaves the migration's index, complete; a second import (tracks stored) keeps it up to date")
    func indexAfterImports() throws {
        let store = try ListenStore()
        _ = try store.importListens(user: "rob") { writer in try writer.insert(Self.batch(Array(Self.tracks[..<200]), from: 1_700_000_000)) }

        let first = try Self.index(in: store)
        #expect(first.sql == [StoreSchema.keyHashIndexSQL])
        #expect(first.plan.contains("tracks_by_key_hash"))
        #expect(first.found == 200)
        #expect(try store.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") } == ["ok"])

        // Tracks met again are found (by hash, then key), new ones are added to the index.
        let outcomes = try store.importListens(user: "rob") { writer in
            try writer.insert(Self.batch(Array(Self.tracks[100...]), from: 1_800_000_000))
        }
        #expect(outcomes.allSatisfy { $0 == .inserted })
        let second = try Self.index(in: store)
        #expect(second.sql == [StoreSchema.keyHashIndexSQL] && second.found == 300)
        #expect(try store.history(user: "rob").tracks.count == 300)
    }

    @Test("a first import that fails leaves the store as it was: the index is there, no track is")
    func failedImportKeepsTheIndex() throws {
        let store = try ListenStore()
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try store.importListens(user: "rob") { writer in
                _ = try writer.insert(Self.batch(Self.tracks, from: 1_700_000_000))
                throw Stop()
            }
        }
        let after = try Self.index(in: store)
        #expect(after.sql == [StoreSchema.keyHashIndexSQL] && after.plan.contains("tracks_by_key_hash") && after.found == 0)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM tracks") } == 0)
    }
}
