import Foundation
import Testing

@testable import ListenSources

/// Replays every crasher the fuzz targets found (`Tests/Fuzz/Crashers/<target>/`) and every
/// seed (`Tests/Fuzz/Corpus/<target>/`) through the entry function the target calls, without
/// the fuzzer: each must come back with an outcome or a clean error, never a trap.
@Suite("Fuzz replay: importers")
struct FuzzReplayTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// The files of one target under `Crashers` and `Corpus`, sorted so failures read the same.
    static func inputs(_ target: String) throws -> [URL] {
        var files: [URL] = []
        for kind in ["Crashers", "Corpus"] {
            let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            files += names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func bytes(_ file: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: file))
    }

    @Test("ListenBrainz JSONL crashers and seeds decode to an outcome")
    func listenBrainzLines() throws {
        let files = try Self.inputs("FuzzListenBrainzLines")
        #expect(!files.isEmpty)
        for file in files {
            #expect(!ImportFuzzEntry.listenBrainzLines(try Self.bytes(file)).isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test("the JSON scanner agrees with JSONSerialization on every crasher and seed line")
    func jsonDifferential() throws {
        let files = try Self.inputs("FuzzJSONDifferential")
        #expect(!files.isEmpty)
        for file in files {
            #expect(JSONDifferentialEntry.disagreement(try Self.bytes(file)) == nil, "\(file.lastPathComponent)")
        }
    }

    @Test("Last.fm CSV crashers and seeds decode to an outcome")
    func lastFMCSV() throws {
        let files = try Self.inputs("FuzzLastFMCSV")
        #expect(!files.isEmpty)
        for file in files {
            #expect(!ImportFuzzEntry.lastFMCSV(try Self.bytes(file)).isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test("Spotify crashers and seeds decode to an outcome")
    func spotify() throws {
        let files = try Self.inputs("FuzzSpotify")
        #expect(!files.isEmpty)
        for file in files {
            #expect(!ImportFuzzEntry.spotify(try Self.bytes(file)).isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test("export zip crashers and seeds import or are refused with an ImportError")
    func exportZip() throws {
        let files = try Self.inputs("FuzzExportZip")
        #expect(!files.isEmpty)
        for file in files {
            let outcome = ImportFuzzEntry.importFile(try Self.bytes(file))
            #expect(!outcome.hasPrefix("refused") || outcome.contains("ImportError"), "\(file.lastPathComponent): \(outcome)")
        }
    }

    @Test("the seed export zip imports its listens")
    func seedZipImports() throws {
        let zip = Self.fuzzFolder.appendingPathComponent("Corpus/FuzzExportZip/export.zip")
        #expect(ImportFuzzEntry.importFile(try Self.bytes(zip)).hasPrefix("4 imported"))
    }
}
