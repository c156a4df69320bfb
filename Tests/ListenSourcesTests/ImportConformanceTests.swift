import Foundation
import ListenSources
import Testing

/// ListenBrainz's own export test lines (copied into `Tests/Fixtures/listenbrainz/export`).
@Suite("Import: ListenBrainz reference export files")
struct ImportConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/listenbrainz/export")

    @Test("listenbrainz_listens.jsonl: every line imports")
    func validFile() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let summary = try fixture.importFile(Self.folder.appendingPathComponent("listenbrainz_listens.jsonl").path)
        #expect(summary.imported == 2 && summary.linesTotal == 2)
        let listens = try fixture.listens()
        #expect(listens.map(\.track.mapping?.recordingName) == ["Golden Brown", "California Dreamin’ (single version)"])
        #expect(listens.map(\.track.recordingMSID) == [
            "03dcc65c-0e01-4f25-aa1f-0f469d10e2ad", "23417b11-6914-4339-991c-bdfc3e120678",
        ])
        #expect(listens.map(\.durationMs) == [206_760, 162_373])
    }

    @Test("listenbrainz_all_invalid.jsonl: every line is skipped")
    func invalidFile() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let summary = try fixture.importFile(Self.folder.appendingPathComponent("listenbrainz_all_invalid.jsonl").path)
        #expect(summary.imported == 0)
        #expect(summary.skippedByReason == [.emptyArtist: 2, .emptyTrack: 1])
    }

    @Test("listenbrainz_mixed_validity.jsonl: valid lines import, the rest are skipped")
    func mixedFile() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let summary = try fixture.importFile(Self.folder.appendingPathComponent("listenbrainz_mixed_validity.jsonl").path)
        #expect(summary.imported == 3)
        #expect(summary.outcomesByLine == [2: .skipped(.emptyArtist), 4: .skipped(.emptyTrack)])
        #expect(try fixture.listens().map(\.track.artistName) == ["The Mamas & The Papas", "The Stranglers", "Sweet Garden"])
    }
}
