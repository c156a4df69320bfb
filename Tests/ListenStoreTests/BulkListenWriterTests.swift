import Foundation
import ListenModel
import Testing

@testable import ListenStore

/// The bulk writer inserts listens `rowsPerInsert` at a time and must still say, listen by
/// listen, which were new.
@Suite("Bulk listen writer")
struct BulkListenWriterTests {
    static let tracks = (0..<5).map { Track(artistName: "Artist \($0)", trackName: "Song \($0)") }

    /// A listen at each of `times`, its track chosen by the time.
    static func batch(times: [Int64]) -> ListenBatch {
        var batch = ListenBatch(source: .listenbrainz, newTracks: tracks)
        for time in times {
            batch.append(listenedAt: time, trackIndex: Int32(time % Int64(tracks.count)), durationMs: 180_000)
        }
        return batch
    }

    @Test("chunks that are all new, all stored, or mixed (stored before or repeated in the chunk) get exact outcomes")
    func chunkOutcomes() throws {
        let chunk = BulkListenWriter.rowsPerInsert
        let start: Int64 = 1_700_000_000
        let storedBefore = Set((0..<(3 * chunk)).filter { $0 >= chunk && ($0 < 2 * chunk || $0 % 10 == 0) }.map { start + Int64($0) * 60 })
        var times = (0..<(3 * chunk + 5)).map { start + Int64($0) * 60 }
        times[2 * chunk + 7] = times[2 * chunk + 3]
        times[3 * chunk + 2] = times[3 * chunk]
        let store = try ListenStore()
        _ = try store.importListens(user: "rob") { writer in try writer.insert(Self.batch(times: storedBefore.sorted())) }

        let outcomes = try store.importListens(user: "rob") { writer in try writer.insert(Self.batch(times: times)) }

        var seen = storedBefore
        let expected = times.map { time -> ListenWriteOutcome in seen.insert(time).inserted ? .inserted : .duplicate }
        #expect(outcomes == expected)
        #expect(outcomes[0..<chunk].allSatisfy { $0 == .inserted })
        #expect(outcomes[chunk..<(2 * chunk)].allSatisfy { $0 == .duplicate })
        #expect(Set(outcomes[(2 * chunk)...]) == [.inserted, .duplicate])
        #expect(try store.listenCount(user: "rob") == seen.count)

        let again = try store.importListens(user: "rob") { writer in try writer.insert(Self.batch(times: times)) }
        #expect(again == Array(repeating: .duplicate, count: times.count))
        #expect(try store.listenCount(user: "rob") == seen.count)
    }

    @Test("a chunk where nothing is stored yet keeps the first of each listen it repeats, the rest are duplicates")
    func repeatsInFreshChunk() throws {
        let chunk = BulkListenWriter.rowsPerInsert
        let start: Int64 = 1_600_000_000
        var times = (0..<(2 * chunk)).map { start + Int64($0) * 60 }
        times[5] = times[4]
        times[9] = times[2]
        times[chunk + 1] = times[chunk]
        let store = try ListenStore()

        let outcomes = try store.importListens(user: "ana") { writer in try writer.insert(Self.batch(times: times)) }

        var seen = Set<Int64>()
        #expect(outcomes == times.map { seen.insert($0).inserted ? .inserted : .duplicate })
        #expect(outcomes.filter { $0 == .duplicate }.count == 3)
        #expect(try store.listenCount(user: "ana") == seen.count)
    }

    @Test("a chunk spanning many more stored listens than it holds (a file out of time order) still gets exact outcomes and fresh blocks")
    func denseSpan() throws {
        let chunk = BulkListenWriter.rowsPerInsert
        let start: Int64 = 1_650_000_000
        let stored = (0..<(6 * chunk)).map { start + Int64($0) }
        // Every other listen of the chunk is stored already; the chunk spans all of `stored`.
        var times: [Int64] = (0..<chunk).map { row -> Int64 in
            row % 2 == 0 ? stored[row * 5] : start + 10_000 + Int64(row)
        }
        times[1] = start - 10_000
        times[chunk - 1] = stored[stored.count - 1] + 5
        let store = try ListenStore()
        _ = try store.importListens(user: "rob") { writer in try writer.insert(Self.batch(times: stored)) }
        let loadedBefore = try store.history(user: "rob")

        let outcomes = try store.importListens(user: "rob") { writer in try writer.insert(Self.batch(times: times)) }

        var seen = Set(stored)
        let expected = times.map { time -> ListenWriteOutcome in seen.insert(time).inserted ? .inserted : .duplicate }
        #expect(outcomes == expected)
        #expect(outcomes.filter { $0 == ListenWriteOutcome.inserted }.count == chunk / 2)
        let history = try store.history(user: "rob")
        #expect(history.count == loadedBefore.count + chunk / 2)
        #expect(history.listenedAt == seen.sorted())
    }
}
