import Foundation
import ListenModel
import Testing

@testable import ListenStore

@Suite("History loader")
struct HistoryLoaderTests {
    @Test("the columnar load keeps order, window bounds, sources, unknown durations and shared tracks")
    func columns() throws {
        let store = try ListenStore()
        let a = Track(artistName: "A", trackName: "One", releaseName: "R")
        let b = Track(artistName: "B", trackName: "Two")
        // Hours apart: listens of one song from two sources minutes apart would be one play.
        try store.insert([Listen(listenedAt: 50_000, track: b, source: .demo)], user: "other")
        try store.insert(
            [
                Listen(listenedAt: 30_000, track: a, durationMs: 1000, source: .spotify),
                Listen(listenedAt: 10_000, track: b, source: .lastfm),
                Listen(listenedAt: 20_000, track: a, source: .listenbrainz),
                Listen(listenedAt: 40_000, track: b, durationMs: 5, source: .demo),
            ], user: "rob")

        let history = try store.history(user: "rob")
        #expect(history.listenedAt == [10_000, 20_000, 30_000, 40_000])
        #expect((0..<history.count).map { history.listen(at: $0).track } == [b, a, a, b])
        #expect(history.trackIndex[1] == history.trackIndex[2])
        #expect(history.durationMs == [-1, -1, 1000, 5])
        #expect(history.source == [.lastfm, .listenbrainz, .spotify, .demo])

        let window = try store.history(user: "rob", from: 20_000, to: 40_000)
        #expect(window.listenedAt == [20_000, 30_000])
        #expect((0..<window.count).map { window.listen(at: $0).track } == [a, a])
        #expect(try store.history(user: "rob", from: 41_000, to: 100_000).isEmpty)
    }

    @Test("a store file decodes tracks on a second connection and loads the same columns as one connection")
    func concurrentTrackRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listenstats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pooled = try ListenStore(path: directory.appendingPathComponent("listens.sqlite").path)
        let single = try ListenStore()
        let credited = MBIDMapping(
            recordingMBID: "rec", recordingName: "Caf\u{E9}", releaseMBID: "rel", releaseGroupMBID: "rg",
            artists: [
                CreditedArtist(name: "X", mbid: "x", joinPhrase: " & "), CreditedArtist(name: "Y\u{301}", mbid: nil, joinPhrase: ""),
            ],
            caaID: 7, caaReleaseMBID: "rel")
        let tracks = [
            Track(artistName: "X & Y\u{301}", trackName: "Cafe\u{301}", releaseName: "R", mapping: credited),
            Track(artistName: "B", trackName: "Two"),
            Track(artistName: "C", trackName: "Three", releaseName: "S"),
        ]
        try pooled.insert([Listen(listenedAt: 5, track: tracks[2], source: .demo)], user: "other")
        try single.insert([Listen(listenedAt: 5, track: tracks[2], source: .demo)], user: "other")
        let listens = (0..<30).map { Listen(listenedAt: Int64(100 - $0), track: tracks[$0 % 2], source: .demo) }
        try pooled.insert(listens, user: "rob")
        try single.insert(listens, user: "rob")

        let history = try pooled.history(user: "rob")
        #expect(history == (try single.history(user: "rob")))
        #expect((0..<history.count).map { history.listen(at: $0).track } == (0..<30).map { tracks[(29 - $0) % 2] })
    }
}
