import Foundation
import ListenModel
import ListenSources
import ListenStore
import Testing
import ZIPFoundation

/// An import's memory does not grow with what a file holds: a line without end and a zip
/// member that inflates without end are refused at a limit, not read whole.
@Suite("Import: limits")
struct ImportLimitTests {
    /// A zip whose one listens member is `size` bytes of `byte`, written without holding it.
    static func zip(at path: String, member: String, size: Int64, byte: UInt8) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        try archive.addEntry(
            with: member, type: .file, uncompressedSize: size, compressionMethod: .deflate,
            provider: { (_: Int64, length: Int) in Data(repeating: byte, count: length) })
    }

    @Test("a line longer than 16 MiB stops the import at that line, naming the file")
    func overlongLine() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        var data = Data(#"{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"#.utf8)
        data.append(0x0A)
        data.append(Data(#"{"listened_at": 1700000100, "x": ""#.utf8))
        data.append(Data(repeating: 0x61, count: (16 << 20) + 1))
        let path = try fixture.write("listens.jsonl", data)
        let error = #expect(throws: ImportError.self) { try fixture.importFile(path) }
        #expect(error?.code == .corrupt && error?.line == 2 && error?.file == path)
        #expect(error?.message.contains("longer than 16 MiB") == true)
        #expect(throws: ListenStoreError.self) { try fixture.listens() }
    }

    @Test("a zip member that inflates past the limit is refused: its header is checked, then the bytes counted")
    func zipBomb() throws {
        var fixture = try ImportFixture()
        defer { fixture.remove() }
        fixture.options.maximumZipMemberSize = 1 << 20
        let path = fixture.directory.appendingPathComponent("listenbrainz_rob_1.zip").path
        try Self.zip(at: path, member: "listens/2024/1.jsonl", size: 4 << 20, byte: 0x0A)
        let error = #expect(throws: ImportError.self) { try fixture.importFile(path) }
        #expect(error?.code == .corrupt && error?.file == path + ":listens/2024/1.jsonl")
        #expect(error?.message.contains("expands to more than 1 MiB") == true)
    }

    @Test("skipped lines are counted, and handed to the caller one by one in file order, not kept")
    func streamedOutcomes() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let lines = (0..<5000).map { index in
            index % 2 == 1 ? "{}" : #"{"listened_at": \#(1_700_000_000 + index), "track_metadata": {"artist_name": "A", "track_name": "T\#(index)"}}"#
        }
        let path = try fixture.write("listens.jsonl", lines.joined(separator: "\n") + "\n")
        var options = fixture.options
        options.batchSize = 64
        let importer = try ListenFileImporter(path: path, options: options)
        var seen: [Int] = []
        let summary = try fixture.store.importListens(user: "rob") { writer in
            try importer.run(write: writer.insert, notImported: { seen.append($0.line) })
        }
        #expect(summary.imported == 2500 && summary.skipped == [.noTimestamp: 2500])
        #expect(summary.notImported.isEmpty)
        #expect(seen == Array(stride(from: 2, through: 5000, by: 2)))
    }
}
