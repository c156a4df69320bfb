import Foundation
import GRDB
import ListenModel
import Testing

@testable import ListenStore

/// A bulk import packs the copies itself where it can (`ImportedCopies`); they must be exactly
/// the copies a load from the rows would have stored.
@Suite("Packed copies made by an import")
struct ImportedCopiesTests {
    /// `count` distinct tracks, mapped and unmapped, with credits, NUL and empty texts.
    static func tracks(_ count: Int, prefix: String = "") -> [Track] {
        (0..<count).map { index in
            let mapping = index % 3 == 0
                ? nil
                : MBIDMapping(
                    recordingMBID: "rec-\(prefix)\(index)", recordingName: "Recording \(index)",
                    releaseMBID: index % 2 == 0 ? "rel-\(index / 5)" : nil, releaseGroupMBID: nil,
                    artists: [
                        CreditedArtist(name: "Artist \(index % 40)", mbid: "art-\(index % 40)", joinPhrase: " feat. "),
                        CreditedArtist(name: "Gast \(index % 7)", mbid: index % 4 == 0 ? "" : nil, joinPhrase: ""),
                    ],
                    caaID: index % 5 == 0 ? nil : Int64(index), caaReleaseMBID: "caa-\(index / 5)")
            return Track(
                artistName: "Artist \(index % 40)\(index % 97 == 0 ? "\u{0}cut" : "")", trackName: "\(prefix)Song \(index)",
                releaseName: index % 4 == 0 ? nil : index % 11 == 0 ? "" : "Release \(index / 5)",
                recordingMSID: "msid-\(prefix)\(index)", mapping: mapping)
        }
    }

    /// Listens of `tracks` over about `days` days from `start`, not in time order, with some
    /// seconds holding two listens.
    static func batch(_ tracks: [Track], listens: Int, from start: Int64, days: Int64) -> ListenBatch {
        var batch = ListenBatch(source: .listenbrainz, newTracks: tracks)
        for index in 0..<listens {
            let time = start + (Int64(index) * 7_919 % (days * 86_400))
            batch.append(listenedAt: time, trackIndex: Int32(index % tracks.count), durationMs: index % 6 == 0 ? nil : 180_000 + index)
            if index % 50 == 0 {
                batch.append(listenedAt: time, trackIndex: Int32((index + 1) % tracks.count), durationMs: nil)
            }
        }
        return batch
    }

    static func copies(_ store: ListenStore) throws -> (blocks: [Row], catalog: Row?) {
        try store.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT user_id, block, listen_count, columns FROM listen_blocks ORDER BY user_id, block"),
                try Row.fetchOne(db, sql: "SELECT max_track_id, track_ids, catalog FROM track_catalog_copy")
            )
        }
    }

    /// The copies a load from the rows stores, after dropping the ones there are.
    static func copiesFromRows(_ store: ListenStore, user: String) throws -> (blocks: [Row], catalog: Row?) {
        try store.write { writer in
            try writer.db.execute(sql: "DELETE FROM listen_blocks; DELETE FROM track_catalog_copy")
        }
        _ = try store.history(user: user)
        return try copies(store)
    }

    static func listens(_ store: ListenStore, user: String) throws -> [Listen] {
        let history = try store.history(user: user)
        return (0..<history.count).map { history.listen(at: $0) }
    }

    @Test("an import into an empty store packs every block and the catalog exactly as a load from rows would")
    func freshImport() throws {
        let (store, directory) = try PackedCopyTests.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let batch = Self.batch(Self.tracks(1_500), listens: 6_000, from: 1_600_000_000, days: 120)
        _ = try store.importListens(user: "rob") { writer in try writer.insert(batch) }

        let imported = try Self.copies(store)
        #expect(imported.blocks.count >= 4)
        #expect(imported.catalog != nil)
        let history = try Self.listens(store, user: "rob")
        let fromRows = try Self.copiesFromRows(store, user: "rob")
        #expect(imported.blocks == fromRows.blocks)
        #expect(imported.catalog == fromRows.catalog)
        #expect(try Self.listens(store, user: "rob") == history)
    }

    @Test("blocks that held listens before the import are left to the next load; a second large import continues the catalog")
    func importOverHistory() throws {
        let (store, directory) = try PackedCopyTests.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = Self.batch(Self.tracks(1_200), listens: 3_000, from: 1_600_000_000, days: 60)
        _ = try store.importListens(user: "rob") { writer in try writer.insert(first) }
        let second = Self.batch(Self.tracks(1_300, prefix: "b") + Self.tracks(200), listens: 5_000, from: 1_600_000_000 + 40 * 86_400, days: 80)
        _ = try store.importListens(user: "rob") { writer in try writer.insert(second) }

        let imported = try Self.copies(store)
        let blocks = Set(imported.blocks.map { $0["block"] as Int64 })
        // The blocks of days 40–60 held listens of the first import: the second one deleted them.
        #expect(!blocks.contains(ListenBlock.number(of: 1_600_000_000 + 50 * 86_400)))
        #expect(blocks.contains(ListenBlock.number(of: 1_600_000_000 + 110 * 86_400)))
        let maxTrackID = try store.read { try Int64.fetchOne($0, sql: "SELECT MAX(id) FROM tracks") }
        #expect(imported.catalog?["max_track_id"] == maxTrackID)
        let history = try Self.listens(store, user: "rob")
        let fromRows = try Self.copiesFromRows(store, user: "rob")
        #expect(Set(fromRows.blocks.map { $0["block"] as Int64 }).isSuperset(of: blocks))
        #expect(imported.blocks.allSatisfy { fromRows.blocks.contains($0) })
        #expect(imported.catalog == fromRows.catalog)
        #expect(try Self.listens(store, user: "rob") == history)
    }
}
