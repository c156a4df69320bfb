import Foundation
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

/// Every source cleans names by the one rule (`ListenName`), through the store and back: a
/// NUL no longer cuts a name short, and a blank artist is skipped by sync as by import.
@Suite("Names from every source")
struct ListenNameSourcesTests {
    @Test("sync: a NUL is dropped, not where the name ends; a blank artist, title or release is none")
    func sync() throws {
        let json = #"""
            [{"listened_at": 1700000000, "track_metadata": {"artist_name": "Nul\u0000Byte", "track_name": "T\u0085", "release_name": " \u0001"}},
             {"listened_at": 1700000100, "track_metadata": {"artist_name": "   ", "track_name": "T"}},
             {"listened_at": 1700000200, "track_metadata": {"artist_name": "A", "track_name": "\u0000\t"}}]
            """#
        let page = ListensPage(try JSONDecoder().decode([APIListen].self, from: Data(json.utf8)))
        #expect(page.listens.map(\.track) == [Track(artistName: "NulByte", trackName: "T")])
        #expect(page.skipped == 2)
        let store = try ListenStore()
        _ = try store.insert(page.listens, user: "rob")
        let history = try store.history(user: "rob")
        #expect(history.listen(at: 0).track.artistName == "NulByte")
    }

    @Test("a ListenBrainz export, a Last.fm CSV and a Spotify history: the same names, the same skips")
    func files() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let export = try fixture.write("listens.jsonl", #"""
            {"listened_at": 1700000000, "track_metadata": {"artist_name": "Nul\u0000Byte", "track_name": "Song"}}
            {"listened_at": 1700000100, "track_metadata": {"artist_name": " \t", "track_name": "Song"}}
            """# + "\n")
        // A raw NUL makes a text file binary (refused whole): a C1 control (CSI) stands in for it.
        let csv = try fixture.write("scrobbles.csv", "Nul\u{9B}Byte,Album,Song,15 Nov 2023 10:00\n\u{7F} ,Album,Song,15 Nov 2023 10:05\n")
        let spotify = try fixture.write("Streaming_History_Audio_2023.json", #"""
            [{"ts": "2023-11-15T12:00:00Z", "ms_played": 200000, "master_metadata_track_name": "Song", "master_metadata_album_artist_name": "Nul\u0000Byte", "master_metadata_album_album_name": "\u0000"},
             {"ts": "2023-11-15T12:10:00Z", "ms_played": 200000, "master_metadata_track_name": "Song", "master_metadata_album_artist_name": "\u3000"}]
            """#)
        for path in [export, csv, spotify] {
            let summary = try fixture.importFile(path)
            #expect(summary.imported == 1, "\(path)")
            #expect(summary.skippedByReason == [.emptyArtist: 1], "\(path)")
        }
        let listens = try fixture.listens()
        #expect(listens.map(\.track.artistName) == ["NulByte", "NulByte", "NulByte"])
        #expect(listens.map(\.track.trackName) == ["Song", "Song", "Song"])
        #expect(listens.map(\.track.releaseName) == [nil, "Album", nil])
    }

    @Test("loved tracks and pins clean their names too")
    func feedbackAndPins() throws {
        let line = #"{"recording_msid": "m", "created": 1700000000, "track_metadata": {"track_name": "Nul\u0000Byte", "artist_name": " "}}"#
        let pin = try #require(Array(line.utf8).withUnsafeBytes { PinDecoder.decode($0) })
        #expect(pin.trackName == "NulByte")
        #expect(pin.artistName == nil)
    }
}
