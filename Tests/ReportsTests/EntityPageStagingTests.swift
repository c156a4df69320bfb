import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("Entity pages: made a chunk at a time, staged as one file each, published by a rename")
struct EntityPageStagingTests {
    /// `count` tracks with pages, every one sharing a cover with its neighbour, so covers are
    /// named again in later chunks.
    func tracks(_ count: Int) -> [EntityProfile] {
        (0..<count).map { index in
            var profile = EntityProfile(
                ref: EntityRef(kind: .track, name: "Track \(index)", artistName: "Múm"), listenCount: 1000 - index,
                rank: index + 1, firstListenAt: ReportFixtures.week.start, lastListenAt: ReportFixtures.week.start + 60,
                firstDay: CalendarDay(year: 2026, month: 11, day: 16), lastDay: CalendarDay(year: 2026, month: 11, day: 16))
            (profile.caaReleaseMBID, profile.caaID) = ("0b7ea12e-1cea-47e1-add4-072f1aa91ee3", Int64(index / 2 + 1))
            return profile
        }
    }

    func builder() throws -> SiteBuilder {
        var options = SiteOptions(generator: "listenstats test")
        options.entityMinimumListens = 1
        return SiteBuilder(templates: try ReportFixtures.templates(), options: options)
    }

    @Test("more pages than a chunk: one file each in its kind's folder, every cover is copied once, a rebuild writes nothing")
    func chunks() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        let count = SiteBuilder.entityChunk * 2 + 5
        source.profiles = tracks(count)
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        for profile in source.profiles {
            if let key = profile.coverArtKey { source.covers[key.fileName] = jpeg }
        }
        let summary = try builder().build(from: source, into: output)
        #expect(summary.entityPagesBuilt == count)
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("rob/track").path)
        #expect(pages.count == count)
        #expect(pages.allSatisfy { $0.hasSuffix(".html") })
        let covers = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("rob/covers").path)
        #expect(covers.count == (count + 1) / 2)
        let entries = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!entries.contains { $0.hasPrefix(SiteBuilder.stagingPrefix) })

        let again = try builder().build(from: source, into: output)
        #expect(again.entityPagesBuilt == 0 && again.entityPagesUnchanged == count)

        // A page deleted by hand is written again.
        let page = output.appendingPathComponent("rob/track").appendingPathComponent(try #require(pages.sorted().first))
        try FileManager.default.removeItem(at: page)
        let repaired = try builder().build(from: source, into: output)
        #expect(repaired.entityPagesBuilt == 1)
        #expect(FileManager.default.fileExists(atPath: page.path))
    }

    @Test("a site of the older layout (a folder per page) is moved to one file per page: the folders go, links lead to the files")
    func olderLayout() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        source.profiles = tracks(3)
        _ = try builder().build(from: source, into: output)
        // What the older layout left: `rob/track/<slug>/index.html` under a key without `.html`.
        var manifest = SiteManifest.read(in: output)
        let keys = manifest.reports.keys.filter { $0.hasPrefix("rob/track/") }
        #expect(keys.count == 3 && keys.allSatisfy { $0.hasSuffix(".html") })
        for key in keys {
            let old = String(key.dropLast(".html".count))
            let folder = output.appendingPathComponent(old)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: output.appendingPathComponent(key), to: folder.appendingPathComponent("index.html"))
            manifest.reports[old] = manifest.reports.removeValue(forKey: key)
        }
        try manifest.write(in: output)

        let upgraded = try builder().build(from: source, into: output)
        #expect(upgraded.entityPagesBuilt == 3)
        let entries = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("rob/track").path)
        #expect(entries.sorted() == keys.map { String($0.dropFirst("rob/track/".count)) }.sorted())
        let page = try String(contentsOf: output.appendingPathComponent(try #require(keys.sorted().first)), encoding: .utf8)
        #expect(page.contains(#"<link rel="stylesheet" href="../../style.css">"#))
        #expect(page.contains(#"<a href="../index.html">rob</a>"#))
    }

    @Test("a page whose folder cannot be made fails the build naming the folder, and leaves no staging folder")
    func blockedFolder() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        source.profiles = tracks(3)
        try FileManager.default.createDirectory(at: output.appendingPathComponent("rob"), withIntermediateDirectories: true)
        // A file where the tracks' folder goes (running as root, permissions would not stop it).
        try Data("in the way".utf8).write(to: output.appendingPathComponent("rob/track"))
        let error = try #require(throws: ReportsError.self) { try builder().build(from: source, into: output) }
        #expect(error.code == .output)
        #expect(error.message.contains("rob/track"), "\(error.message)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!entries.contains { $0.hasPrefix(SiteBuilder.stagingPrefix) })
        #expect(!entries.contains(".listenstats-site.json"))
    }

    @Test("a staged file makes its missing folder, and says which file it could not write")
    func stagedFile() throws {
        let folder = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/a/b/page.html"
        try StagedFile.write("<p>é</p>", toPath: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<p>é</p>")
        try StagedFile.write("", toPath: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
        try Data("file".utf8).write(to: folder.appendingPathComponent("blocked"))
        let error = try #require(throws: ReportsError.self) { try StagedFile.write("x", toPath: folder.path + "/blocked/page.html") }
        #expect(error.code == .output && error.message.contains("blocked"))
    }
}
