import Foundation
import ListenModel
import ListenSources
import Testing

@Suite("Import: Last.fm")
struct ImportLastFMTests {
    @Test("lastfm-to-csv without header: quoted commas, quotes and newlines; dd Mon yyyy HH:MM in UTC")
    func withoutHeader() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write("scrobbles.csv", """
            "Crosby, Stills & Nash",Déjà Vu,"Carry On",31 Jan 2024 20:15
            Radiohead,OK Computer,"The ""Tourist""
            (live)",01 Feb 2024 00:00
            Radiohead,OK Computer,Airbag,
            ,OK Computer,Lucky,02 Feb 2024 10:00
            Radiohead,OK Computer,Karma Police,01 Jan 1999 10:00
            Radiohead,short

            """)

        let summary = try fixture.importFile(path)

        #expect(summary.format == .lastFMCSV)
        #expect(summary.imported == 2)
        #expect(summary.outcomesByLine == [
            4: .skipped(.noTimestamp), 5: .skipped(.emptyArtist), 6: .skipped(.before2002), 7: .skipped(.badCSV),
        ])
        let listens = try fixture.listens()
        // 2024-01-31 20:15 UTC
        #expect(listens[0] == Listen(
            listenedAt: 1_706_732_100,
            track: Track(artistName: "Crosby, Stills & Nash", trackName: "Carry On", releaseName: "Déjà Vu"),
            source: .lastfm))
        // The quoted newline is part of the field, and a control character: dropped from the name.
        #expect(listens[1].track.trackName == "The \"Tourist\"(live)")
    }

    @Test("a header names the columns; uts and MBID columns are used")
    func withHeaderAndMBIDs() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write("lastfm.csv", """
            uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid
            1706732100,"31 Jan 2024, 20:15",Björk,a-1,Homogenic,rel-1,Jóga,rec-1
            1706732400,"31 Jan 2024, 20:20",Björk,,Homogenic,,Bachelorette,

            """)

        let summary = try fixture.importFile(path)

        #expect(summary.imported == 2 && summary.skippedTotal == 0)
        let listens = try fixture.listens()
        #expect(listens[0].listenedAt == 1_706_732_100)
        #expect(listens[0].track.mapping == MBIDMapping(
            recordingMBID: "rec-1", recordingName: "Jóga", releaseMBID: "rel-1",
            artists: [CreditedArtist(name: "Björk", mbid: "a-1")]))
        #expect(listens[1].track.mapping == nil)
    }

    @Test("a headerless Last.fm CSV with CRLF line ends is read like one with LF")
    func crlfWithoutHeader() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write(
            "scrobbles.csv", "Björk,Homogenic,Jóga,31 Jan 2024 20:15\r\nRöyksopp,Melody A.M.,Eple,31 Jan 2024 20:20\r\n")
        let summary = try fixture.importFile(path)
        #expect(summary.format == .lastFMCSV)
        #expect(summary.imported == 2)
        #expect(try fixture.listens().map(\.track.trackName) == ["Jóga", "Eple"])
    }

    @Test("a ListenBrainz JSONL with CRLF line ends is recognised by its first line")
    func crlfJSONL() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write(
            "listens.jsonl",
            #"{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"# + "\r\n"
                + #"{"listened_at": 1700000100, "track_metadata": {"artist_name": "A", "track_name": "U"}}"# + "\r\n")
        let summary = try fixture.importFile(path)
        #expect(summary.format == .listenBrainzJSONL)
        #expect(summary.imported == 2)
    }
}
