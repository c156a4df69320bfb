import Foundation
import Testing

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

    @Test("the weekly Markdown report with YAML front matter matches its snapshot")
    func markdown() throws {
        try check(.markdown, frontMatter: .yaml, snapshot: "weekly.md")
    }
}
