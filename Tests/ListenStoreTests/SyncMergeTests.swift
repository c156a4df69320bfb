import Foundation
import ListenModel
import Testing

@testable import ListenStore

/// Sync pages go through the same cross-source rule as imports.
@Suite("Cross-source rule on the sync path")
struct SyncMergeTests {
    static let start: Int64 = 1_700_000_000
    static let spotifyTrack = Track(artistName: "Calvin Harris", trackName: "One Kiss (with Dua Lipa)", releaseName: "One Kiss")
    static let scrobbledTrack = Track(artistName: "calvin harris feat. Dua Lipa", trackName: "One Kiss")

    static func rows(_ store: ListenStore, user: String) throws -> [Listen] {
        let history = try store.history(user: user)
        return (0..<history.count).map { history.listen(at: $0) }
    }

    @Test("a Spotify import then a ListenBrainz sync of the same play keeps one listen; syncing the page again changes nothing")
    func spotifyThenSync() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listenstats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ListenStore(path: directory.appendingPathComponent("listens.sqlite").path)
        var spotify = ListenBatch(source: .spotify, newTracks: [Self.spotifyTrack])
        spotify.append(listenedAt: Self.start, trackIndex: 0, durationMs: 214_000)
        #expect(try store.importListens(user: "rob") { writer in try writer.insert(spotify) } == [.inserted])
        let stored = try Self.rows(store, user: "rob")

        // ListenBrainz stamped the end of the play; the page also holds a play of another song.
        let page = [
            Listen(listenedAt: Self.start + 214, track: Self.scrobbledTrack, durationMs: 214_000, source: .listenbrainz),
            Listen(listenedAt: Self.start + 600, track: Track(artistName: "Robyn", trackName: "Hang With Me"), source: .listenbrainz),
        ]
        let first = try store.write { writer in try writer.insert(page, user: "rob") }
        let again = try store.write { writer in try writer.insert(page, user: "rob") }

        #expect(first == InsertSummary(inserted: 1, duplicates: 0, merged: 1))
        #expect(again == InsertSummary(inserted: 0, duplicates: 2, merged: 0))
        #expect(try Self.rows(store, user: "rob") == stored + [page[1]])
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM merged_listens") } == 1)
    }

    @Test("a sync page only meets other sources' listens near its own span, and two plays in a row stay two")
    func windowAndRepeats() throws {
        let store = try ListenStore()
        var spotify = ListenBatch(source: .spotify, newTracks: [Self.spotifyTrack])
        spotify.append(listenedAt: Self.start, trackIndex: 0, durationMs: 214_000)
        spotify.append(listenedAt: Self.start + 100_000, trackIndex: 0, durationMs: 214_000)
        _ = try store.importListens(user: "rob") { writer in try writer.insert(spotify) }

        let page = [
            Listen(listenedAt: Self.start + 5, track: Self.scrobbledTrack, durationMs: 214_000, source: .listenbrainz),
            Listen(listenedAt: Self.start + 219, track: Self.scrobbledTrack, durationMs: 214_000, source: .listenbrainz),
        ]
        let summary = try store.write { writer in try writer.insert(page, user: "rob") }

        #expect(summary == InsertSummary(inserted: 1, duplicates: 0, merged: 1))
        #expect(try store.listenCount(user: "rob") == 3)
    }

    @Test("a ListenBrainz sync after a Last.fm import keeps ListenBrainz's richer records; the scrobbles stay merged, a re-import adds nothing")
    func syncReplacesPoorerRecords() throws {
        let store = try ListenStore()
        let mapped = Track(
            artistName: "Perfume", trackName: "ポリリズム", releaseName: "GAME",
            mapping: MBIDMapping(
                recordingMBID: "00000000-0000-4000-8000-000000000001", recordingName: "ポリリズム",
                artists: [CreditedArtist(name: "Perfume", mbid: "00000000-0000-4000-8000-000000000002", joinPhrase: "")]))
        // Two plays a minute apart: Last.fm has each to its minute, start of the minute.
        var scrobbles = ListenBatch(source: .lastfm, newTracks: [Track(artistName: "Perfume", trackName: "ポリリズム")])
        scrobbles.timeResolution = 60
        scrobbles.append(listenedAt: Self.start - Self.start % 60, trackIndex: 0, durationMs: nil)
        scrobbles.append(listenedAt: Self.start - Self.start % 60 + 60, trackIndex: 0, durationMs: nil)
        _ = try store.importListens(user: "rob") { writer in try writer.insert(scrobbles) }

        let page = [
            Listen(listenedAt: Self.start + 12, track: mapped, durationMs: 250_000, source: .listenbrainz),
            Listen(listenedAt: Self.start + 70, track: mapped, durationMs: 250_000, source: .listenbrainz),
        ]
        let summary = try store.write { writer in try writer.insert(page, user: "rob") }
        let again = try store.importListens(user: "rob") { writer in try writer.insert(scrobbles) }

        #expect(summary == InsertSummary(inserted: 0, duplicates: 0, merged: 2))
        #expect(again == [.duplicate, .duplicate])
        #expect(try Self.rows(store, user: "rob") == page)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM merged_listens WHERE source = 'lastfm'") } == 2)
    }
}
