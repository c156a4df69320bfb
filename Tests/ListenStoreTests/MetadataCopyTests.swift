import Foundation
import GRDB
import ListenModel
import Testing

@testable import ListenStore

/// The packed copy of the metadata matched to the tracks (`metadata_index_copy`) is only ever
/// a faster way to the same index: every test compares a load through it with one made from
/// the tables.
@Suite("Packed copy of the matched metadata")
struct MetadataCopyTests {
    /// Listens of 50 recordings: the batch's 40, the one ListenBrainz did not know (99) and
    /// nine it was never asked about, an upper-case spelling among them, and some unmapped.
    static func listens() -> [Listen] {
        (0..<300).map { index -> Listen in
            let recording = index % 50 == 40 ? 99 : index % 50
            var mbid = MetadataLoadTests.mbid(recording)
            if index % 50 == 3 { mbid = mbid.uppercased() }
            let mapping = MBIDMapping(
                recordingMBID: mbid, recordingName: "R\(recording)",
                artists: [CreditedArtist(name: "A\(recording % 3)", mbid: MetadataLoadTests.mbid(recording % 3, prefix: "2"))])
            return Listen(
                listenedAt: 1_700_000_000 + Int64(index) * 3_600,
                track: Track(artistName: "A\(recording % 3)", trackName: "T\(recording)", mapping: index % 7 == 0 ? nil : mapping),
                source: .listenbrainz)
        }
    }

    static func storeWithListens() throws -> (ListenStore, URL) {
        let (store, directory) = try PackedCopyTests.temporaryStore()
        try store.insert(listens(), user: "rob")
        return (store, directory)
    }

    /// The index made from the tables, as a store without the copy makes it.
    static func fromTables(_ store: ListenStore, _ catalog: TrackCatalog) throws -> MetadataIndex? {
        try store.musicMetadata().map { MetadataIndex(catalog: catalog, tables: $0) }
    }

    static func copyCount(_ store: ListenStore) throws -> Int {
        try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM metadata_index_copy") ?? 0 }
    }

    @Test("with nothing cached there is no index and no copy")
    func nothingCached() throws {
        let (store, directory) = try Self.storeWithListens()
        defer { try? FileManager.default.removeItem(at: directory) }
        let history = try store.history(user: "rob")
        #expect(try store.musicMetadata(matching: history.tracks) == nil)
        #expect(try Self.copyCount(store) == 0)
    }

    @Test("the first load stores the match; the next reads it back, equal to one made from the tables")
    func roundTrip() throws {
        let (store, directory) = try Self.storeWithListens()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.saveMetadata(MetadataLoadTests.batch, fetchedAt: 1_000)
        let catalog = try store.history(user: "rob").tracks
        let expected = try #require(try Self.fromTables(store, catalog))
        #expect(expected.trackRecording.contains { $0 >= 0 } && expected.trackRecording.contains(-1))
        #expect(try Self.copyCount(store) == 0)
        #expect(try store.musicMetadata(matching: catalog) == expected)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT track_count FROM metadata_index_copy") } == catalog.count)
        #expect(try store.musicMetadata(matching: catalog) == expected)
    }

    @Test("an enrich deletes the copy in its own transaction; the next load matches the new metadata")
    func enrichInvalidates() throws {
        let (store, directory) = try Self.storeWithListens()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.saveMetadata(MetadataLoadTests.batch, fetchedAt: 1_000)
        let catalog = try store.history(user: "rob").tracks
        let before = try #require(try store.musicMetadata(matching: catalog))
        let late = RecordingMetadata(recordingMBID: MetadataLoadTests.mbid(45), releaseYear: 1999, releaseGroupMBID: nil, artistMBIDs: [])
        try store.saveMetadata(MetadataBatch(requested: [late.recordingMBID], recordings: [late], artists: [], tags: []), fetchedAt: 2_000)
        #expect(try Self.copyCount(store) == 0)
        let after = try #require(try store.musicMetadata(matching: catalog))
        #expect(after == (try Self.fromTables(store, catalog)))
        #expect(after != before && after.releaseYear.contains(1999))
    }

    @Test("a copy that is damaged, made for another number of tracks, or outdated by a hand edit is not trusted")
    func untrustedCopies() throws {
        let (store, directory) = try Self.storeWithListens()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.saveMetadata(MetadataLoadTests.batch, fetchedAt: 1_000)
        let catalog = try store.history(user: "rob").tracks
        let expected = try #require(try store.musicMetadata(matching: catalog))
        for damage in ["UPDATE metadata_index_copy SET columns = x'01'", "UPDATE metadata_index_copy SET track_count = track_count - 1"] {
            try store.write { writer in try writer.db.execute(sql: damage) }
            #expect(try store.musicMetadata(matching: catalog) == expected, "\(damage)")
            #expect(try Self.copyCount(store) == 1, "made again")
        }
        // Edits other than an enrich's inserts are caught by triggers.
        for edit in [
            "UPDATE recording_metadata SET release_year = 1901 WHERE recording_mbid = '\(MetadataLoadTests.mbid(1))'",
            "DELETE FROM artist_metadata WHERE artist_mbid = '\(MetadataLoadTests.mbid(1, prefix: "2"))'",
            "UPDATE metadata_tags SET count = 50 WHERE tag = 'ambient'",
            "DELETE FROM metadata_tags WHERE tag = 'jazz'",
        ] {
            try store.write { writer in try writer.db.execute(sql: edit) }
            #expect(try Self.copyCount(store) == 0, "\(edit)")
            #expect(try store.musicMetadata(matching: catalog) == (try Self.fromTables(store, catalog)), "\(edit)")
        }
    }

    @Test("while another connection writes, the match is made in a read and not stored; nothing waits")
    func busyDatabase() throws {
        let (store, directory) = try Self.storeWithListens()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.saveMetadata(MetadataLoadTests.batch, fetchedAt: 1_000)
        let catalog = try store.history(user: "rob").tracks
        let expected = try #require(try Self.fromTables(store, catalog))
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: directory.appendingPathComponent("listens.sqlite").path, configuration: configuration)
        try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
        let started = Date()
        #expect(try store.musicMetadata(matching: catalog) == expected)
        // Waiting for the writer would take the whole busy timeout; half of it tells them apart
        // however loaded the machine.
        #expect(Date().timeIntervalSince(started) < ListenStore.busyTimeoutSeconds / 2, "the busy writer is not waited for")
        try other.inDatabase { try $0.execute(sql: "ROLLBACK") }
        #expect(try Self.copyCount(store) == 0)
        #expect(try store.musicMetadata(matching: catalog) == expected)
        #expect(try Self.copyCount(store) == 1)
    }

    @Test("packed bytes read back equal; every shorter or longer buffer, and a different track count, reads as nil")
    func packing() throws {
        let (store, directory) = try Self.storeWithListens()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.saveMetadata(MetadataLoadTests.batch, fetchedAt: 1_000)
        let catalog = try store.history(user: "rob").tracks
        let index = try #require(try Self.fromTables(store, catalog))
        let bytes = index.packed()
        bytes.withUnsafeBytes { #expect(MetadataIndex(packed: $0, trackCount: catalog.count) == index) }
        bytes.withUnsafeBytes { #expect(MetadataIndex(packed: $0, trackCount: catalog.count + 1) == nil) }
        for length in 0..<bytes.count {
            bytes.withUnsafeBytes { #expect(MetadataIndex(packed: UnsafeRawBufferPointer(rebasing: $0[0..<length]), trackCount: catalog.count) == nil) }
        }
        (bytes + [0]).withUnsafeBytes { #expect(MetadataIndex(packed: $0, trackCount: catalog.count) == nil) }
    }
}
