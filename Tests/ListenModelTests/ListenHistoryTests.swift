import ListenModel
import Testing

@Suite("ListenModel")
struct ListenHistoryTests {
    @Test("columns intern equal tracks and sort listens by time")
    func interning() {
        let a = Track(artistName: "A", trackName: "One")
        let b = Track(artistName: "B", trackName: "Two")
        let history = ListenHistory(listens: [
            Listen(listenedAt: 30, track: a, source: .demo),
            Listen(listenedAt: 10, track: b, durationMs: 1000, source: .lastfm),
            Listen(listenedAt: 20, track: a, source: .spotify),
        ])
        #expect(Array(history.tracks) == [b, a])
        #expect(history.listenedAt == [10, 20, 30])
        #expect(history.trackIndex == [0, 1, 1])
        #expect(history.durationMs == [1000, -1, -1])
        #expect(history.listen(at: 0).source == .lastfm)
    }

    @Test("either/or: a mapped track credits the mapping's artists, an unmapped one the whole string")
    func effectiveMetadata() {
        let unmapped = Track(artistName: "A feat. B", trackName: "Song")
        #expect(unmapped.effectiveArtists == [CreditedArtist(name: "A feat. B")])
        #expect(unmapped.effectiveTitle == "Song")
        var mapped = unmapped
        mapped.mapping = MBIDMapping(
            recordingMBID: "r", recordingName: "Song (Remastered)",
            artists: [CreditedArtist(name: "A", mbid: "1", joinPhrase: " feat. "), CreditedArtist(name: "B", mbid: "2")])
        #expect(mapped.effectiveArtists.map(\.name) == ["A", "B"])
        #expect(mapped.effectiveTitle == "Song (Remastered)")
        #expect(mapped.effectiveArtistCredit == "A feat. B")
    }

    @Test("a history as of a second keeps the listens up to and including it, and the same tracks")
    func throughSecond() {
        let listens = [10, 20, 20, 30].map { Listen(listenedAt: Int64($0), track: Track(artistName: "A", trackName: "T\($0)"), source: .lastfm) }
        let history = ListenHistory(listens: listens)
        #expect(history.through(20).listenedAt == [10, 20, 20])
        #expect(history.through(9).isEmpty)
        #expect(history.through(30) == history)
        #expect(history.through(25).tracks == history.tracks)
        #expect(history.through(25).listen(at: 2) == history.listen(at: 2))
    }
}
