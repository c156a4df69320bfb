import Foundation
import Testing
import ListenModel

@testable import Reports

/// Exact text of the fixture week's HTML and Markdown. After an intended change, rerun with
/// `UPDATE_SNAPSHOTS=1` and review the diff of `Tests/ReportsSnapshots/`.
@Suite("Report snapshots")
struct SnapshotTests {
    func check(_ format: ReportFormat, frontMatter: FrontMatterStyle, snapshot name: String) throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates(), frontMatter: frontMatter)
        let text = try writer.render(
            ReportFixtures.weeklyContent(artistName: "<img src=x onerror=alert(1)>"), as: format)
        let url = ReportFixtures.snapshotsDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(
                at: ReportFixtures.snapshotsDirectory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) changed; rerun with UPDATE_SNAPSHOTS=1 and review the diff")
    }

    @Test("the weekly HTML report matches its snapshot")
    func html() throws {
        try check(.html, frontMatter: .none, snapshot: "weekly.html")
    }

    @Test("a year report shows its Year in Music, and no loved tracks section while no feedback was ever synced")
    func year() throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let html = try writer.render(ReportFixtures.yearContent(), as: .html)
        #expect(html.contains("<h2>Year in Music</h2>"))
        #expect(html.contains("<div class=\"label\">Favourite weekday</div><div class=\"value\">Friday</div>"))
        // No MBID and no site: the month's artist links nowhere.
        #expect(html.contains("<tr><td>November</td><td><bdi>Sigur Rós</bdi></td><td class=\"num\">12</td></tr>"))
        // On a site with the artist's page, the name links it.
        var onSite = ReportFixtures.yearContent()
        onSite.entityLinks = EntityLinks([EntityRef(kind: .artist, name: "Sigur Rós")])
        let linked = try writer.render(onSite, as: .html)
        #expect(linked.contains("<tr><td>November</td><td><bdi><a href=\"../../artist/sigur-ros-"))
        #expect(!html.contains("<h2>Loved tracks</h2>"), "a reader learns nothing from \"none are known\"")
        var synced = ReportFixtures.yearContent()
        synced.feedback = []
        #expect(try writer.render(synced, as: .html).contains("<h2>Loved tracks</h2>\n<p class=\"unavailable\">No tracks loved this year.</p>"))
        let weekly = try writer.render(ReportFixtures.weeklyContent(), as: .html)
        #expect(!weekly.contains("<h2>Year in Music</h2>"), "only year reports have the Year in Music")
    }

    @Test("each section says it is not available when its data is missing, and the page still renders")
    func emptyReport() throws {
        let period = ReportFixtures.weekPeriod()
        let empty = ReportContent(
            user: "rob", period: period,
            stats: .init(window: period.window, previousWindow: ReportFixtures.previousWeek, timeZone: "UTC"))
        let html = try ReportWriter(templates: try ReportFixtures.templates()).render(empty, as: .html)
        for message in [
            "No listens in this week.", "No activity to show for this week.", "No artists to rank this week.",
            "No albums to rank this week.", "No tracks to rank this week.", "No listens to place on the clock this week.",
            "No days with listens to show this week.", "No listens, so no discoveries this week.",
            "No listens, so no streaks or sessions this week.",
        ] {
            #expect(html.contains(message), "missing: \(message)")
        }
        #expect(!html.contains("Loved tracks"), "no feedback known: no section")
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test("the weekly Markdown report with YAML front matter matches its snapshot")
    func markdown() throws {
        try check(.markdown, frontMatter: .yaml, snapshot: "weekly.md")
    }
}
