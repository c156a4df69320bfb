import Foundation
import ListenModel
import ListenSources
import ListenStore
import Testing

@Suite("Import: one history across sources")
struct ImportMergeTests {
    /// 2024-03-01 12:01:00 UTC, when the play started.
    static let start: Int64 = 1_709_294_460

    static func lbLine(_ time: Int64, artist: String, track: String, durationMs: Int = 240_000) -> String {
        #"{"listened_at": \#(time), "track_metadata": {"artist_name": "\#(artist)", "track_name": "\#(track)", "additional_info": {"duration_ms": \#(durationMs)}}}"#
    }

    static func spotifyPlay(end: String, ms: Int, artist: String, track: String) -> String {
        #"{"ts": "\#(end)", "ms_played": \#(ms), "master_metadata_track_name": "\#(track)", "master_metadata_album_artist_name": "\#(artist)", "master_metadata_album_album_name": "Single", "episode_name": null}"#
    }

    @Test("a Spotify play also scrobbled to ListenBrainz, seconds apart with other case and feat. spelling, is stored once")
    func crossSourceMerge() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let spotify = try fixture.write("Streaming_History_Audio_2024.json", "[" + [
            // Started 12:01:00; ListenBrainz has it at 12:01:07 as "calvin harris feat. Dua Lipa" / "One Kiss".
            Self.spotifyPlay(end: "2024-03-01T12:05:00Z", ms: 240_000, artist: "Calvin Harris", track: "One Kiss (with Dua Lipa)"),
            // Played again right after: a second play, not the same one.
            Self.spotifyPlay(end: "2024-03-01T12:09:00Z", ms: 240_000, artist: "Calvin Harris", track: "One Kiss (with Dua Lipa)"),
            // A different song at the same time as a ListenBrainz listen: not merged.
            Self.spotifyPlay(end: "2024-03-01T13:05:00Z", ms: 240_000, artist: "Dua Lipa", track: "Levitating"),
        ].joined(separator: ",") + "]")
        let listenBrainz = try fixture.write("listens.jsonl", [
            Self.lbLine(Self.start + 7, artist: "calvin harris feat. Dua Lipa", track: "One Kiss"),
            // Stamped at the end of the play, a track length after Spotify's start.
            Self.lbLine(Self.start + 3600 + 240, artist: "Dua Lipa", track: "Don't Start Now"),
        ].joined(separator: "\n") + "\n")

        let first = try fixture.importFile(spotify)
        let second = try fixture.importFile(listenBrainz)

        #expect(first.imported == 3)
        #expect(second.imported == 1 && second.merged == 1)
        #expect(second.outcomesByLine == [1: .merged])
        // Spotify's play ends on the minute, so its start may be any second of that minute,
        // while ListenBrainz's time is exact: ListenBrainz's record is the richer and stays.
        let listens = try fixture.listens()
        #expect(listens.map(\.source) == [.listenbrainz, .spotify, .spotify, .listenbrainz])
        #expect(listens.map(\.listenedAt) == [Self.start + 7, Self.start + 240, Self.start + 3600, Self.start + 3840])
    }

    @Test("the merge works in either order and a track length apart")
    func reverseOrderAndTrackLength() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let listenBrainz = try fixture.write("listens.jsonl", [
            Self.lbLine(Self.start, artist: "Beyoncé ft. JAY-Z", track: "Crazy In Love"),
        ].joined(separator: "\n") + "\n")
        let spotify = try fixture.write("StreamingHistory_music_0.json", """
            [{"endTime": "2024-03-01 12:09", "artistName": "Beyonce", "trackName": "Crazy in Love (feat. Jay-Z)", "msPlayed": 236000}]
            """)

        _ = try fixture.importFile(listenBrainz)
        let summary = try fixture.importFile(spotify)

        // Ends 12:09:00 after 236 s: starts 12:05:04, 244 s after ListenBrainz's 12:01:00,
        // which is one track length (240 s) give or take the slack.
        #expect(summary.merged == 1 && summary.imported == 0)
        #expect(try fixture.store.listenCount(user: "rob") == 1)
    }

    @Test("re-importing the same files changes nothing: every line is a duplicate")
    func reimport() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let spotify = try fixture.write("Streaming_History_Audio_2024.json", "[" + [
            Self.spotifyPlay(end: "2024-03-01T12:05:00Z", ms: 240_000, artist: "Calvin Harris", track: "One Kiss (with Dua Lipa)"),
            Self.spotifyPlay(end: "2024-03-01T14:05:00Z", ms: 240_000, artist: "Calvin Harris", track: "Feel So Close"),
        ].joined(separator: ",") + "]")
        let listenBrainz = try fixture.write("listens.jsonl", [
            Self.lbLine(Self.start + 7, artist: "Calvin Harris feat. Dua Lipa", track: "One Kiss"),
            Self.lbLine(Self.start + 20_000, artist: "Calvin Harris", track: "Summer"),
        ].joined(separator: "\n") + "\n")
        _ = try fixture.importFile(listenBrainz)
        _ = try fixture.importFile(spotify)
        let before = try fixture.listens()

        let again = try [listenBrainz, spotify, listenBrainz].map { try fixture.importFile($0) }

        #expect(again.map(\.imported) == [0, 0, 0])
        #expect(again.map(\.merged) == [0, 0, 0])
        #expect(again.map(\.duplicates) == [2, 2, 2])
        #expect(try fixture.listens() == before)
    }

    /// Plays every 4 minutes from 2024-03-01 12:00:00 plus `offset` seconds, so each lands at
    /// another second of its minute (0…59), the way a real history does.
    static func minutePlays(count: Int) -> [(time: Int64, artist: String, track: String)] {
        (0..<count).map { index in
            (Self.start + Int64(index) * 241, "Artist \(index % 7)", "Song \(index)")
        }
    }

    static func lastFMMinute(_ time: Int64) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(time))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let hour = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return "\(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 2024) \(hour)"
    }

    @Test("a Last.fm CSV to the minute merges into the same plays from a ListenBrainz export, up to 59 s off, in either order")
    func minuteResolution() throws {
        let plays = Self.minutePlays(count: 120)
        let lines = plays.map { Self.lbLine($0.time, artist: $0.artist, track: $0.track) }.joined(separator: "\n") + "\n"
        let csv = "artist,album,track,date\n"
            + plays.map { "\($0.artist),Album,\($0.track),\(Self.lastFMMinute($0.time))" }.joined(separator: "\n") + "\n"
        for lastFMFirst in [false, true] {
            let fixture = try ImportFixture()
            defer { fixture.remove() }
            let listenBrainz = try fixture.write("listens.jsonl", lines)
            let lastFM = try fixture.write("scrobbles.csv", csv)
            let first = try fixture.importFile(lastFMFirst ? lastFM : listenBrainz)
            let second = try fixture.importFile(lastFMFirst ? listenBrainz : lastFM)
            #expect(first.imported == 120)
            #expect(second.imported == 0 && second.merged + second.duplicates == 120, "Last.fm first: \(lastFMFirst)")
            // A play that started on the minute has the same time in both files: after the
            // export it is a duplicate; before it, the export's richer record replaces it.
            #expect(second.duplicates == (lastFMFirst ? 0 : 2))
            // Either order keeps the export's records: exact seconds, its durations.
            let listens = try fixture.listens()
            #expect(listens.count == 120)
            #expect(listens.allSatisfy { $0.source == .listenbrainz })
            #expect(listens.map(\.listenedAt) == plays.map(\.time))
        }
    }

    @Test("a minute-resolution time does not reach a play of the same song two minutes later")
    func minuteResolutionBound() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let listenBrainz = try fixture.write("listens.jsonl", Self.lbLine(Self.start + 150, artist: "A", track: "T", durationMs: 0) + "\n")
        let lastFM = try fixture.write("scrobbles.csv", "A,Album,T,\(Self.lastFMMinute(Self.start))\n")
        _ = try fixture.importFile(listenBrainz)
        let summary = try fixture.importFile(lastFM)
        #expect(summary.imported == 1 && summary.merged == 0)
    }
}
