import Foundation
import ListenModel
import ListenSources
import Testing

@Suite("Import: Spotify")
struct ImportSpotifyTests {
    static func play(
        _ ts: String, ms: Int, track: String?, artist: String? = "Daft Punk", episode: String? = nil,
        audiobook: String? = nil
    ) -> String {
        func json(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "null" }
        return """
            {"ts": "\(ts)", "platform": "android", "ms_played": \(ms), "conn_country": "DE",
             "master_metadata_track_name": \(json(track)), "master_metadata_album_artist_name": \(json(track == nil ? nil : artist)),
             "master_metadata_album_album_name": \(json(track == nil ? nil : "Discovery")),
             "spotify_track_uri": \(json(track == nil ? nil : "spotify:track:1")), "episode_name": \(json(episode)),
             "episode_show_name": \(json(episode == nil ? nil : "A Show")), "spotify_episode_uri": \(json(episode == nil ? nil : "spotify:episode:2")),
             "audiobook_title": \(json(audiobook)), "reason_start": "trackdone", "reason_end": "trackdone",
             "shuffle": false, "skipped": false, "offline": false, "incognito_mode": false}
            """
    }

    @Test("extended history: plays start at ts minus ms_played; short plays, podcasts, audiobooks are skipped and counted")
    func extendedHistory() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let plays = [
            Self.play("2024-03-01T12:05:00Z", ms: 240_500, track: "One More Time"),
            Self.play("2024-03-01T12:06:00Z", ms: 29_999, track: "Aerodynamic"),
            Self.play("2024-03-01T13:00:00Z", ms: 1_800_000, track: nil, episode: "Episode 1"),
            Self.play("2024-03-01T14:00:00Z", ms: 600_000, track: nil, audiobook: "A Book"),
            Self.play("2024-03-01T15:00:00Z", ms: 600_000, track: nil),
            Self.play("2024-03-01T16:00:00Z", ms: 200_000, track: "Digital Love", artist: ""),
        ]
        let path = try fixture.write("Streaming_History_Audio_2024.json", "[\n" + plays.joined(separator: ",\n") + "\n]\n")

        let summary = try fixture.importFile(path)

        #expect(summary.format == .spotifyExtended)
        #expect(summary.imported == 1)
        #expect(summary.skippedByReason == [.tooShort: 1, .podcast: 1, .audiobook: 1, .notMusic: 1, .emptyArtist: 1])
        let listen = try #require(try fixture.listens().first)
        // 2024-03-01T12:05:00Z is 1709294700; the play started 240 s earlier.
        #expect(listen == Listen(
            listenedAt: 1_709_294_700 - 240,
            track: Track(artistName: "Daft Punk", trackName: "One More Time", releaseName: "Discovery"),
            durationMs: 240_500, source: .spotify))
    }

    @Test("the minimum play length is an option")
    func minimumPlay() throws {
        var fixture = try ImportFixture()
        defer { fixture.remove() }
        fixture.options.minimumPlaySeconds = 10
        let path = try fixture.write(
            "Streaming_History_Audio_1.json", "[" + Self.play("2024-03-01T12:06:00Z", ms: 29_999, track: "Aerodynamic") + "]")

        #expect(try fixture.importFile(path).imported == 1)
    }

    @Test("account-data history: endTime minutes and msPlayed; podcast files are counted as podcasts")
    func accountData() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let music = try fixture.write("StreamingHistory_music_0.json", """
            [
              {"endTime": "2021-05-01 20:15", "artistName": "Röyksopp", "trackName": "Eple", "msPlayed": 220000},
              {"endTime": "2021-05-01 20:16", "artistName": "Röyksopp", "trackName": "Sparks", "msPlayed": 5000},
              {"artistName": "Röyksopp", "trackName": "So Easy", "msPlayed": 200000}
            ]
            """)
        let podcasts = try fixture.write("StreamingHistory_podcast_0.json", """
            [{"endTime": "2021-05-02 08:00", "podcastName": "A Show", "episodeName": "Ep 3", "msPlayed": 1500000}]
            """)

        let summary = try fixture.importFile(music)
        let podcastSummary = try fixture.importFile(podcasts)

        #expect(summary.format == .spotifyAccountData)
        #expect(summary.imported == 1 && summary.skippedByReason == [.tooShort: 1, .noTimestamp: 1])
        #expect(try fixture.listens().first?.listenedAt == 1_619_900_100 - 220)
        #expect(podcastSummary.skippedByReason == [.podcast: 1])
    }

    @Test("a Spotify history cut off mid-array stores nothing")
    func truncated() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let text = "[" + Self.play("2024-03-01T12:05:00Z", ms: 240_500, track: "One More Time") + ", {\"ts\": \"2024-"
        let path = try fixture.write("Streaming_History_Audio_2.json", text)

        let error = try #require(throws: ImportError.self) { try fixture.importFile(path) }

        #expect(error.code == .corrupt && error.file == path)
        #expect(try fixture.store.listenCount(user: "rob") == 0)
    }
}
