import Foundation
import ListenModel
import Testing

@testable import ListenStore

@Suite("ListenStore")
struct ListenStoreTests {
    let mapped = Track(
        artistName: "Björk feat. 坂本龍一", trackName: "Joga", releaseName: "Homogenic",
        mapping: MBIDMapping(
            recordingMBID: "rec-1", recordingName: "Jóga", releaseMBID: "rel-1",
            artists: [
                CreditedArtist(name: "Björk", mbid: "a-1", joinPhrase: " feat. "),
                CreditedArtist(name: "坂本龍一", mbid: "a-2"),
            ], caaID: 42))

    @Test("a listen stored twice is kept once and round-trips with its mapping")
    func duplicateRoundTrip() throws {
        let store = try ListenStore()
        let listen = Listen(listenedAt: 1_700_000_000, track: mapped, durationMs: 305_000, source: .listenbrainz)
        let unmapped = Listen(
            listenedAt: 1_700_000_400, track: Track(artistName: "<b>&</b>", trackName: "\"x\""), source: .lastfm)

        let first = try store.insert([listen, unmapped], user: "rob")
        let second = try store.insert([listen, unmapped], user: "rob")

        #expect(first == InsertSummary(inserted: 2, duplicates: 0))
        #expect(second == InsertSummary(inserted: 0, duplicates: 2))
        let history = try store.history(user: "rob")
        #expect(history.count == 2)
        #expect(history.listen(at: 0) == listen)
        #expect(history.listen(at: 1) == unmapped)
    }

    @Test("the same listen differing only in case is a duplicate; NFC and NFD tracks stay distinct")
    func identityRules() throws {
        let store = try ListenStore()
        let lower = Listen(listenedAt: 10, track: Track(artistName: "abba", trackName: "sos"), source: .lastfm)
        let upper = Listen(listenedAt: 10, track: Track(artistName: "ABBA", trackName: "SOS"), source: .lastfm)
        let nfc = Listen(listenedAt: 20, track: Track(artistName: "Beyonc\u{E9}", trackName: "Halo"), source: .demo)
        let nfd = Listen(listenedAt: 30, track: Track(artistName: "Beyonce\u{301}", trackName: "Halo"), source: .demo)

        let summary = try store.insert([lower, upper, nfc, nfd], user: "amy")

        #expect(summary == InsertSummary(inserted: 3, duplicates: 1))
        let history = try store.history(user: "amy")
        let tracks = (0..<history.count).map { history.listen(at: $0).track }
        #expect(tracks.count == 3)
        #expect(tracks[1].artistName.unicodeScalars.count != tracks[2].artistName.unicodeScalars.count)
    }

    @Test("users are kept apart and a failed batch writes nothing")
    func transactions() throws {
        let store = try ListenStore()
        struct Abort: Error {}
        let listen = Listen(listenedAt: 5, track: Track(artistName: "A", trackName: "T"), source: .demo)
        #expect(throws: ListenStoreError.self) {
            try store.write { writer in
                _ = try writer.insert([listen], user: "a")
                throw Abort()
            }
        }
        #expect(try store.users() == [])
        try store.insert([listen], user: "b")
        #expect(try store.users() == ["b"])
        #expect(try store.listenCount(user: "b") == 1)
        #expect(try store.listenRange(user: "b") == 5...5)
        #expect(throws: ListenStoreError.self) { try store.history(user: "nobody") }
    }

    @Test("a database file survives reopening")
    func reopen() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("listenstats-\(UUID().uuidString)/listens.sqlite").path
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        do {
            let store = try ListenStore(path: path)
            try store.insert([Listen(listenedAt: 1, track: mapped, source: .demo)], user: "x")
        }
        let reopened = try ListenStore(path: path)
        #expect(try reopened.listenCount(user: "x") == 1)
    }
}
