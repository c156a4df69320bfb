import Foundation
import Testing

@testable import ListenStatsCLI

/// Replays the config fuzz target's crashers (`Tests/Fuzz/Crashers/FuzzConfig/`) and seeds
/// through `ConfigurationFuzzEntry.load`, without the fuzzer: each loads or gives issues.
@Suite("Fuzz replay: configuration")
struct ConfigurationFuzzReplayTests {
    @Test("config crashers and seeds load or are refused with issues")
    func replay() throws {
        let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz")
        var files: [URL] = []
        for kind in ["Crashers", "Corpus"] {
            let folder = fuzz.appendingPathComponent(kind).appendingPathComponent("FuzzConfig")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
        }
        #expect(!files.isEmpty)
        for file in files.sorted(by: { $0.path < $1.path }) {
            #expect(!ConfigurationFuzzEntry.load([UInt8](try Data(contentsOf: file))).isEmpty, "\(file.lastPathComponent)")
        }
    }

    /// `readme.yaml` is an earlier copy of the example config that the README held and
    /// `docs/configuration.md` holds now, kept as a fuzz seed; `DocsCoverageTests` loads the
    /// guide's own example.
    @Test("the seed copied from the example config (now in docs/configuration.md) loads with its two users")
    func readmeExample() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/FuzzConfig/readme.yaml")
        #expect(ConfigurationFuzzEntry.load([UInt8](try Data(contentsOf: file))) == "2 users, 0 warnings")
    }
}
