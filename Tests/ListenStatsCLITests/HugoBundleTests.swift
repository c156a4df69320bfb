import Foundation
import Testing

/// Reports written for a static-site generator work in one as they are: `report --format md
/// --front-matter yaml|toml` into a Hugo site's `content/`, built by Debian's real `hugo`,
/// gives pages whose every image resolves.
@Suite("listenstats reports in Hugo")
struct HugoBundleTests {
    static let hugo = ["/usr/bin/hugo", "/usr/local/bin/hugo"].first(where: FileManager.default.isExecutableFile(atPath:))

    /// Two months of listens, with a `|` in an artist's name (alt texts must not show "\|").
    static let history = (0..<600).map { index in
        let artist = index % 5 == 0 ? "Pipe | Dream" : "Artist \(index % 8)"
        return #"{"listened_at": \#(1_761_955_200 + index * 9_000), "track_metadata": {"artist_name": "\#(artist)", "track_name": "Song \#(index % 30)", "release_name": "Album \#(index % 6)"}}"#
    }.joined(separator: "\n") + "\n"

    @Test(
        "reports as page bundles: hugo builds them with every image resolved and front matter read",
        .enabled(if: hugo != nil, "hugo is not installed; scripts/install-system-deps.sh --test installs it"),
        arguments: ["yaml", "toml"])
    func hugoBuildsBundles(frontMatter: String) async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let file = try home.file("history.jsonl", contents: Self.history)
        let imported = try await ExecutableExitCodeTests.running(["import", file, "--user", "ana", "--db", database, "--quiet"], home: home)
        try #require(imported.status == 0, "\(imported.standardError)")

        // A Hugo site with no theme: the two layouts a page and a list need.
        let site = home.path + "/hugo"
        for folder in ["content", "layouts/_default"] {
            try FileManager.default.createDirectory(atPath: site + "/" + folder, withIntermediateDirectories: true)
        }
        try #"baseURL = "https://example.org/"\#ntitle = "Listening"\#n"#.write(toFile: site + "/config.toml", atomically: true, encoding: .utf8)
        try "<html><head><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1><p class=\"date\">{{ .Date.Format \"2006-01-02\" }}</p>{{ .Content }}</body></html>\n"
            .write(toFile: site + "/layouts/_default/single.html", atomically: true, encoding: .utf8)
        try "<html><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n"
            .write(toFile: site + "/layouts/_default/list.html", atomically: true, encoding: .utf8)
        for range in ["2025-11", "2025-W46", "2025"] {
            let report = try await ExecutableExitCodeTests.running(
                ["report", "--user", "ana", "--db", database, "--timezone", "UTC", "--range", range, "--format", "md",
                 "--front-matter", frontMatter, "--out", site + "/content"], home: home)
            try #require(report.status == 0, "\(range): \(report.standardError)")
        }
        #expect(FileManager.default.fileExists(atPath: site + "/content/ana/month/2025-11/index.md"))
        #expect(!FileManager.default.fileExists(atPath: site + "/content/ana/month/2025-11/report.md"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.hugo))
        process.arguments = ["--quiet", "--source", site, "--destination", site + "/public"]
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hugo: \(log)")

        // Every page's images, resolved against the page's own folder.
        let public_ = site + "/public"
        var images = 0
        for page in ["ana/month/2025-11", "ana/week/2025-w46", "ana/year/2025"] {
            let html = try String(contentsOfFile: public_ + "/" + page + "/index.html", encoding: .utf8)
            #expect(html.contains("<title>ana · "), "\(page): the front matter's title")
            #expect(!html.contains("\\|"), "\(page): an alt text shows a backslash")
            let sources = html.components(separatedBy: "<img src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(!sources.isEmpty, "\(page) has no image")
            for source in sources {
                images += 1
                let path = source.hasPrefix("/") ? public_ + source : public_ + "/" + page + "/" + source
                #expect(FileManager.default.fileExists(atPath: path.removingPercentEncoding ?? path), "\(page): \(source) does not resolve")
            }
        }
        #expect(images > 10)
    }
}
