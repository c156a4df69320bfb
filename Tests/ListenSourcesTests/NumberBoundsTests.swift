import Foundation
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

/// Numbers from a flag, a file or a server never overflow: a value past its bound is
/// rejected or treated as unknown, never multiplied blindly.
@Suite("Number bounds")
struct NumberBoundsTests {
    @Test("a synced listen whose duration in seconds overflows in milliseconds has no duration, and does not crash")
    func syncedDuration() throws {
        let json = """
            [{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T", "additional_info": {"duration": 9223372036854775807}}},
             {"listened_at": 1700000100, "track_metadata": {"artist_name": "A", "track_name": "U", "additional_info": {"duration_ms": 9223372036854775807, "duration": 200}}},
             {"listened_at": 1700000200, "track_metadata": {"artist_name": "A", "track_name": "V", "additional_info": {"duration": 200}}}]
            """
        let listens = try JSONDecoder().decode([APIListen].self, from: Data(json.utf8)).compactMap { $0.listen() }
        #expect(listens.map(\.durationMs) == [nil, 200_000, 200_000])
    }

    @Test("a synced listen whose time is past year 9999 (or before 1970) is skipped, not stored for the calendar to overflow on")
    func syncedTime() throws {
        let json = """
            [{"listened_at": 9000000000000000000, "track_metadata": {"artist_name": "A", "track_name": "T"}},
             {"listened_at": -5, "track_metadata": {"artist_name": "A", "track_name": "T"}},
             {"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}]
            """
        let page = ListensPage(try JSONDecoder().decode([APIListen].self, from: Data(json.utf8)))
        #expect(page.listens.map(\.listenedAt) == [1_700_000_000])
        #expect(page.skipped == 2)
    }

    @Test("an export line whose duration is absurd is stored without one")
    func exportDuration() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write("listens.jsonl", """
            {"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T", "additional_info": {"duration": 9000000000000000000}}}
            {"listened_at": 1700000100, "track_metadata": {"artist_name": "A", "track_name": "U", "additional_info": {"duration_ms": 9000000000000000000}}}

            """)
        #expect(try fixture.importFile(path).imported == 2)
        #expect(try fixture.listens().map(\.durationMs) == [nil, nil])
    }

    @Test("a minimum play length too long to count in milliseconds makes every play too short, without overflow")
    func hugeMinimumPlay() throws {
        var fixture = try ImportFixture()
        defer { fixture.remove() }
        fixture.options.minimumPlaySeconds = .max
        let path = try fixture.write("Streaming_History_Audio_1.json", """
            [{"ts": "2024-03-01T12:06:00Z", "ms_played": 240000, "master_metadata_track_name": "One More Time", "master_metadata_album_artist_name": "Daft Punk"}]
            """)
        let summary = try fixture.importFile(path)
        #expect(summary.imported == 0)
        #expect(summary.skippedByReason == [.tooShort: 1])
    }
}
