import Foundation
import Testing

@testable import Reports

@Suite("Site manifest: written directly, the same bytes as JSONEncoder's")
struct SiteManifestTests {
    @Test("keys and values with quotes, backslashes, control characters, slashes and non-ASCII text come out as JSONEncoder writes them, and read back")
    func sameBytesAsFoundation() throws {
        var manifest = SiteManifest()
        let awkward = ["rob/week/2026-W47", "~2E.~2F/x", "a\"b", "back\\slash", "tab\there", "bell\u{07}", "newline\n", "Zoë/Åsa",
            "日本/週", "", "Z", "a", "é", "e\u{301}", "😀"]
        for (offset, key) in awkward.enumerated() {
            manifest.reports[key] = String(offset, radix: 16) + "\u{1F}" + key
            manifest.entityLinks[key] = offset.isMultiple(of: 3) ? [] : ["artist/\(key).html", "track/x\(offset).html"]
        }
        manifest.userFolders = ["rob", "~2E", "Zoë"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let foundation = try encoder.encode(manifest)
        #expect(Data(manifest.jsonBytes()) == foundation, "\(String(decoding: manifest.jsonBytes(), as: UTF8.self))")
        #expect(try JSONDecoder().decode(SiteManifest.self, from: Data(manifest.jsonBytes())) == manifest)

        // Written and read as the site does.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(in: folder)
        #expect(SiteManifest.read(in: folder) == manifest)
        #expect(SiteManifest().jsonBytes() == Array(try encoder.encode(SiteManifest())))
    }
}
