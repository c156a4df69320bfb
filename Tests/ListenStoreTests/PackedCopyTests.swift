import Foundation
import GRDB
import ListenModel
import Testing

@testable import ListenStore

/// The packed copies (`listen_blocks`, `track_catalog_copy`) are only ever a faster way to
/// the same history: every test compares a load through them with the rows.
@Suite("Packed copies of listens and tracks")
struct PackedCopyTests {
    /// About 75 days of listens every 3 hours: four blocks, the first and last partial.
    static func listens(from start: Int64 = 1_700_000_000, count: Int = 600, artist: String = "A") -> [Listen] {
        (0..<count).map { index in
            Listen(
                listenedAt: start + Int64(index) * 10_800,
                track: Track(artistName: "\(artist)\(index % 7)", trackName: "T\(index % 13)", releaseName: index % 3 == 0 ? nil : "R"),
                durationMs: index % 5 == 0 ? nil : 200_000 + index, source: ListenSource.allCases[index % 4])
        }
    }

    static func rows(_ store: ListenStore, user: String) throws -> [Listen] {
        let history = try store.history(user: user)
        return (0..<history.count).map { history.listen(at: $0) }
    }

    static func temporaryStore() throws -> (ListenStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listenstats-\(UUID().uuidString)")
        let store = try ListenStore(path: directory.appendingPathComponent("listens.sqlite").path)
        return (store, directory)
    }

    /// Another connection to the store in `directory`, holding its write lock until it runs
    /// `ROLLBACK`: another process writing.
    static func holdingWriteLock(in directory: URL) throws -> DatabaseQueue {
        var holdsLock = Configuration()
        holdsLock.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: directory.appendingPathComponent("listens.sqlite").path, configuration: holdsLock)
        try other.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        return other
    }

    static func blockCount(_ store: ListenStore) throws -> Int {
        try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM listen_blocks") ?? 0 }
    }

    @Test("a load stores the whole blocks it read from rows; the next load reads them and gives the same history")
    func blocksRoundTrip() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let listens = Self.listens()
        try store.insert(listens, user: "rob")
        #expect(try Self.blockCount(store) == 0)
        let fromRows = try Self.rows(store, user: "rob")
        #expect(fromRows == listens)
        #expect(try Self.blockCount(store) == 4)
        #expect(try Self.rows(store, user: "rob") == fromRows)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM track_catalog_copy") } == 0)
    }

    @Test("after a writer that makes no copies (sync), storeMissingCopies stores every block and the catalog copy; the load then reads no rows and gives the same history")
    func storeMissingCopies() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two users; rob's listens span a gap of empty blocks, which have nothing to store, and
        // name more tracks than a load takes from rows without writing the catalog copy.
        let listens =
            Self.listens(count: 1_200)
            + (0..<1_500).map { index in
                Listen(
                    listenedAt: 1_720_000_000 + Int64(index) * 3_600,
                    track: Track(artistName: "Artist \(index % 40)", trackName: "Track \(index)", releaseName: "R\(index % 90)"),
                    durationMs: 180_000 + index, source: .listenbrainz)
            }
        try store.insert(listens, user: "rob")
        try store.insert(Self.listens(count: 50, artist: "B"), user: "ann")
        let fromRows = try store.read { db in
            try HistoryLoader.load(userID: try #require(try ListenStore.userID(named: "rob", in: db)), from: .min, to: .max, in: db)
        }
        #expect(fromRows.rebuiltBlocks.count == Set(listens.map { ListenBlock.number(of: $0.listenedAt) }).count)
        #expect(try Self.blockCount(store) == 0)

        let stored = try store.storeMissingCopies(user: "rob")
        #expect(stored == fromRows.rebuiltBlocks.count)
        #expect(try Self.blockCount(store) == stored)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM track_catalog_copy") } == 1)
        let fromCopies = try store.read { db in
            try HistoryLoader.load(userID: try #require(try ListenStore.userID(named: "rob", in: db)), from: .min, to: .max, in: db)
        }
        #expect(fromCopies.rebuiltBlocks.isEmpty && fromCopies.catalogCopy == nil)
        #expect(try Self.rows(store, user: "rob") == listens)
        // Stored blocks are kept: a second call has nothing to do; an unknown user is no error.
        #expect(try store.storeMissingCopies(user: "rob") == 0)
        #expect(try store.storeMissingCopies(user: "nobody") == 0)
        // A few new listens of new tracks (a cron sync): their block again, not the catalog.
        let copiedUpTo = try store.read { try Int.fetchOne($0, sql: "SELECT max_track_id FROM track_catalog_copy") }
        let late = (0..<3).map { index in
            Listen(listenedAt: 1_730_000_000 + Int64(index), track: Track(artistName: "New", trackName: "N\(index)"), source: .listenbrainz)
        }
        try store.insert(late, user: "rob")
        #expect(try store.storeMissingCopies(user: "rob") == 1)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT max_track_id FROM track_catalog_copy") } == copiedUpTo)
        #expect(try Self.rows(store, user: "rob") == listens + late)
    }

    @Test("storeMissingCopies with another process writing stops at once, storing nothing; afterwards it stores")
    func storeMissingCopiesBusy() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.insert(Self.listens(), user: "rob")
        let other = try Self.holdingWriteLock(in: directory)
        let started = Date()
        #expect(throws: (any Error).self) { try store.storeMissingCopies(user: "rob") }
        // Not the busy timeout's wait (half of it tells them apart however loaded the machine).
        #expect(Date().timeIntervalSince(started) < ListenStore.busyTimeoutSeconds / 2)
        #expect(try Self.blockCount(store) == 0)
        try other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        #expect(try store.storeMissingCopies(user: "rob") == 4)
        // The connection waits out a busy database again for everything else.
        #expect(try store.write { try Int.fetchOne($0.db, sql: "PRAGMA busy_timeout") } == Int(ListenStore.busyTimeoutSeconds * 1000))
    }

    @Test("new listens, from sync or import, replace the blocks they land in, and the next load sees them")
    func writersInvalidate() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.insert(Self.listens(), user: "rob")
        _ = try store.history(user: "rob")
        let late = Listen(listenedAt: 1_700_000_000 + 5, track: Track(artistName: "Late", trackName: "One"), source: .spotify)
        try store.insert([late], user: "rob")
        #expect(try Self.blockCount(store) == 3)
        let history = try Self.rows(store, user: "rob")
        #expect(history.count == 601 && history.contains(late))

        var imported = ListenBatch(source: .lastfm, newTracks: [Track(artistName: "Bulk", trackName: "Two")])
        imported.append(listenedAt: 1_700_000_000 + 7, trackIndex: 0, durationMs: nil)
        _ = try store.importListens(user: "rob") { writer in try writer.insert(imported) }
        #expect(try Self.rows(store, user: "rob").count == 602)
    }

    @Test("an import's multi-row chunks, and a mixed chunk redone row by row, replace exactly the blocks they add to")
    func bulkChunksInvalidate() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let listens = Self.listens()
        try store.insert(listens, user: "rob")
        _ = try store.history(user: "rob")
        let blocksBefore = Set(listens.map { ListenBlock.number(of: $0.listenedAt) })
        #expect(try Self.blockCount(store) == blocksBefore.count)

        let chunk = BulkListenWriter.rowsPerInsert
        // A chunk of new listens an hour after stored ones (too far to be the same plays from
        // another source), then a chunk of stored listens with one new listen in the last block.
        // The demo source is the poorest, so the stored records of the others stay.
        var added = listens[0..<chunk].map { listen in
            var listen = listen
            listen.listenedAt += 3600
            listen.source = .demo
            return listen
        }
        var late = listens[listens.count - 1]
        late.listenedAt += 3600
        late.source = .demo
        added.append(late)
        let sent = added[0..<chunk] + listens[(listens.count - chunk + 1)...] + [late]
        var batch = ListenBatch(source: .demo, newTracks: sent.map(\.track))
        for (index, listen) in sent.enumerated() {
            batch.append(listenedAt: listen.listenedAt, trackIndex: Int32(index), durationMs: listen.durationMs)
        }
        let outcomes = try store.importListens(user: "rob") { writer in try writer.insert(batch) }

        #expect(outcomes.filter { $0 == .inserted }.count == added.count)
        let touched = Set(added.map { ListenBlock.number(of: $0.listenedAt) })
        #expect(touched.contains(ListenBlock.number(of: late.listenedAt)))
        #expect(try Self.blockCount(store) == blocksBefore.subtracting(touched).count)
        #expect(try Self.rows(store, user: "rob") == (listens + added).sorted { $0.listenedAt < $1.listenedAt })
    }

    @Test("a damaged block, or a deleted listen, loads from the rows instead")
    func damagedBlocks() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let listens = Self.listens()
        try store.insert(listens, user: "rob")
        _ = try store.history(user: "rob")
        try store.write { writer in
            try writer.db.execute(sql: "UPDATE listen_blocks SET columns = x'01020304' WHERE block = (SELECT MIN(block) FROM listen_blocks)")
            try writer.db.execute(sql: "UPDATE listen_blocks SET listen_count = listen_count + 1 WHERE block = (SELECT MAX(block) FROM listen_blocks)")
        }
        #expect(try Self.rows(store, user: "rob") == listens)
        try store.write { writer in
            try writer.db.execute(sql: "DELETE FROM listens WHERE listened_at = ?", arguments: [listens[300].listenedAt])
        }
        #expect(try Self.rows(store, user: "rob") == listens.enumerated().filter { $0.offset != 300 }.map(\.element))
    }

    @Test("a window cutting blocks loads exactly its listens, through blocks or not")
    func windows() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let listens = Self.listens()
        try store.insert(listens, user: "rob")
        for _ in 0..<2 {
            let from = listens[37].listenedAt
            let to = listens[555].listenedAt
            let window = try store.history(user: "rob", from: from, to: to)
            #expect((0..<window.count).map { window.listen(at: $0) } == Array(listens[37..<555]))
            _ = try store.history(user: "rob")
        }
    }

    @Test("the tracks copy is written once enough tracks load from rows, and newer tracks load after it")
    func catalogCopy() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let many = Self.listens(count: 1_100).enumerated().map { index, listen in
            var listen = listen
            listen.track.trackName = "Song \(index)"
            return listen
        }
        try store.insert(many, user: "rob")
        #expect(try Self.rows(store, user: "rob") == many)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT max_track_id FROM track_catalog_copy") } == 1_100)
        let newer = Self.listens(from: 1_600_000_000, count: 20, artist: "Newer")
        try store.insert(newer, user: "rob")
        #expect(try Self.rows(store, user: "rob") == newer + many)
        try store.write { writer in try writer.db.execute(sql: "UPDATE track_catalog_copy SET catalog = x'00'") }
        #expect(try Self.rows(store, user: "rob") == newer + many)
    }

    @Test("20,500 tracks and every block without copies load from rows, the same; the copies are then stored, and no connection maps the file")
    func manyTracksFromRows() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = 20_500
        let many = Self.listens(count: count).enumerated().map { index, listen in
            var listen = listen
            listen.track.trackName = "Song \(index)"
            return listen
        }
        try store.insert(many, user: "rob")
        try store.write { writer in try writer.db.execute(sql: "DELETE FROM track_catalog_copy; DELETE FROM listen_blocks") }
        #expect(try Self.rows(store, user: "rob") == many)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT max_track_id FROM track_catalog_copy") } == count)
        #expect(try Self.blockCount(store) == Set(many.map { ListenBlock.number(of: $0.listenedAt) }).count)
        #expect(try Self.rows(store, user: "rob") == many)
        // Mapped pages would count as the process's memory for as long as the connection lives.
        #expect(try store.read { try Int.fetchOne($0, sql: "PRAGMA mmap_size") } == 0)
        #expect(try store.write { try Int.fetchOne($0.db, sql: "PRAGMA mmap_size") } == 0)
    }

    @Test("a load while another connection writes neither waits for it nor stores copies")
    func busyDatabase() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.insert(Self.listens(), user: "rob")
        let other = try Self.holdingWriteLock(in: directory)
        let started = Date()
        #expect(try Self.rows(store, user: "rob") == Self.listens())
        #expect(Date().timeIntervalSince(started) < ListenStore.busyTimeoutSeconds / 2)
        try other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        #expect(try Self.blockCount(store) == 0)
    }
}
