import Foundation
import ListenModel
import ListenStore
import Testing

@testable import ListenStatsCLI

@Suite("listenstats report, year and site")
struct ReportCommandTests {
    /// A fresh folder holding a database with eight days of listens for "rob" from Monday
    /// 2024-03-11 (UTC), one artist named like markup.
    func workspace() throws -> (folder: URL, database: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        let database = folder.appendingPathComponent("listens.sqlite").path
        let monday = Int64(CalendarDay(year: 2024, month: 3, day: 11).dayNumber) * 86_400
        let artists = ["<img src=x onerror=alert(1)>", "坂本龍一", "Pipe | Dream"]
        let listens = (0..<24).map { index in
            Listen(
                listenedAt: monday + Int64(index) * 30_000,
                track: Track(artistName: artists[index % 3], trackName: "Song \(index % 4)", releaseName: "LP \(index % 2)"),
                durationMs: 180_000, source: .demo)
        }
        try ListenStore(path: database).insert(listens, user: "rob")
        return (folder, database)
    }

    func files(below folder: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            contents[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return contents
    }

    @Test("a weekly report writes HTML, Markdown, JSON and charts, with the markup-like name escaped")
    func weeklyReport() async throws {
        let (folder, database) = try workspace()
        let out = folder.appendingPathComponent("out")
        let command = try ReportCommand.parse([
            "--db", database, "--user", "rob", "--range", "2024-W11", "--timezone", "UTC", "--out", out.path, "--quiet",
        ])
        try await command.run()

        let report = out.appendingPathComponent("rob/week/2024-W11")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("坂本龍一"))
        let markdown = try String(contentsOf: report.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(markdown.contains("Pipe \\| Dream"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("data.json")))
        #expect(json is [String: Any])
        for chart in ["activity", "top-artists", "hour-weekday"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("charts/\(chart).png").path))
            // One SVG in both themes: light by its attributes, dark by its own rules; the page
            // shows that file rather than copies of it, so the rules, in a document of their
            // own, are not confined to the chart by a data-chart scope.
            let svg = try String(contentsOf: report.appendingPathComponent("charts/\(chart).svg"), encoding: .utf8)
            #expect(!svg.contains("data-chart=") && svg.contains("@media (prefers-color-scheme: dark)"))
            // Drawn for the page's column; the PNG, a picture of its own, at the card's size.
            #expect(svg.contains("<rect width=\"880\" height=\"360\" fill=\"#ffffff\"/>"))
            let png = try Data(contentsOf: report.appendingPathComponent("charts/\(chart).png"))
            #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1200)
            #expect(svg.contains("\n[fill=\"#ffffff\"]{fill:#12161c}\n"))
            // A top list is HTML with links; its chart is offered as a picture.
            #expect(html.contains(chart == "top-artists" ? "As a picture: <a href=\"charts/top-artists.svg\">" : "<img src=\"charts/\(chart).svg\""))
        }
        #expect(!html.contains("class=\"chart-dark\"") && !html.contains("<svg"), "no chart is inline without covers")
    }

    @Test("a year report draws the poster")
    func yearReport() async throws {
        let (folder, database) = try workspace()
        let out = folder.appendingPathComponent("out")
        let command = try YearCommand.parse(["2024", "--db", database, "--user", "rob", "--timezone", "UTC", "--out", out.path, "--quiet"])
        try await command.run()
        let year = out.appendingPathComponent("rob/year/2024")
        #expect(FileManager.default.fileExists(atPath: year.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: year.appendingPathComponent("charts/poster.png").path))
    }

    @Test("building the site twice gives the same bytes, with an index and an Atom feed")
    func siteIsDeterministic() async throws {
        let (folder, database) = try workspace()
        let out = folder.appendingPathComponent("site")
        let arguments = ["--db", database, "--timezone", "Europe/Berlin", "--out", out.path, "--quiet"]
        let first = try SiteCommand.parse(arguments)
        try await first.run()
        let built = try files(below: out)
        let second = try SiteCommand.parse(arguments)
        try await second.run()

        #expect(built["/index.html"] != nil)
        #expect(built["/feed.xml"] != nil)
        #expect(built.keys.contains { $0.hasPrefix("/rob/week/") && $0.hasSuffix("/index.html") })
        #expect(try files(below: out) == built)
    }

    @Test("a site's reports get the page, data.json and style.css, report.md only when asked for (--format, --front-matter)")
    func siteFormats() async throws {
        let (folder, database) = try workspace()
        let out = folder.appendingPathComponent("site")
        let common = ["--db", database, "--timezone", "Europe/Berlin", "--out", out.path, "--quiet"]
        try await SiteCommand.parse(common).run()
        var built = try files(below: out)
        let pages = built.keys.filter { $0.hasPrefix("/rob/week/") && $0.hasSuffix("/index.html") }
        #expect(!pages.isEmpty)
        #expect(built.keys.contains { $0.hasPrefix("/rob/week/") && $0.hasSuffix("/data.json") })
        #expect(!built.keys.contains { $0.hasSuffix("/report.md") })
        // The pages link the site's one stylesheet instead of carrying it inline.
        #expect(built["/style.css"] != nil)
        for page in pages {
            let html = String(decoding: built[page] ?? Data(), as: UTF8.self)
            #expect(html.contains("<link rel=\"stylesheet\" href=\"../../../style.css\">") && !html.contains("<style>"))
        }
        // With front matter the Markdown is the folder's index.md (a page bundle for Hugo).
        for (extra, markdown) in [(["--front-matter", "yaml"], "/index.md"), (["--format", "html,md"], "/report.md")] {
            try await SiteCommand.parse(common + extra).run()
            built = try files(below: out)
            #expect(built.keys.contains { $0.hasPrefix("/rob/week/") && $0.hasSuffix(markdown) }, "\(extra)")
        }
        // Asked for no more, the Markdown goes again.
        try await SiteCommand.parse(common).run()
        #expect(!(try files(below: out)).keys.contains { $0.hasSuffix("/report.md") || $0.hasSuffix("/index.md") })
    }

    @Test("an unknown user is refused without writing anything")
    func unknownUser() async throws {
        let (folder, database) = try workspace()
        let out = folder.appendingPathComponent("out")
        let command = try ReportCommand.parse(["--db", database, "--user", "nobody", "--out", out.path, "--quiet"])
        await #expect(throws: (any Error).self) { try await command.run() }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
