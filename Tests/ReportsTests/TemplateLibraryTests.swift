import Foundation
import Testing

@testable import Reports

@Suite("Template library")
struct TemplateLibraryTests {
    /// A copy of the shipped templates in a temporary folder, to break on purpose.
    func copyOfTemplates() throws -> URL {
        let directory = ReportFixtures.temporaryDirectory().appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: ReportFixtures.templatesDirectory, to: directory)
        return directory
    }

    func loadError(_ directory: URL) -> String {
        do {
            _ = try TemplateLibrary.load(from: directory)
            return ""
        } catch {
            return String(describing: error)
        }
    }

    @Test("a template with an unclosed section names its file and line")
    func brokenSection() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let file = directory.appendingPathComponent("html/headline.mustache")
        try "<section>\n<h2>x</h2>\n{{#available}}\n<p>never closed</p>\n".write(to: file, atomically: true, encoding: .utf8)
        let message = loadError(directory)
        #expect(message.hasPrefix("html/headline.mustache:"), "\(message)")
        #expect(message.contains("never closed"))
    }

    @Test("a Markdown template error gives the file's own line number")
    func markdownLine() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let file = directory.appendingPathComponent("markdown/pending.mustache")
        try "## {{title}}\n\n{{#available}}x{{/availabl}}\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(loadError(directory).hasPrefix("markdown/pending.mustache:3:"), "\(loadError(directory))")
    }

    @Test("an included partial that does not exist names the including file and line")
    func missingPartial() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("html/chart.mustache"))
        let message = loadError(directory)
        #expect(message.hasPrefix("html/activity.mustache:"), "\(message)")
        #expect(message.contains("'chart'"))
    }

    @Test("a template that includes itself, directly or through another, is named with the chain before anything renders")
    func includeCycles() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let row = directory.appendingPathComponent("html/top-row.mustache")
        let shipped = try String(contentsOf: row, encoding: .utf8)
        // top-list includes top-row; top-row including top-list again would never end.
        try (shipped + "{{#rows}}{{> top-list}}{{/rows}}\n").write(to: row, atomically: true, encoding: .utf8)
        let lines = shipped.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
            loadError(directory)
                == "html/top-row.mustache:\(lines): includes partial 'top-list', which includes it again (top-list → top-row → top-list); a template cannot include itself, remove one of these includes")

        try shipped.write(to: row, atomically: true, encoding: .utf8)
        let headline = directory.appendingPathComponent("markdown/headline.mustache")
        try "{{> headline}}\n".write(to: headline, atomically: true, encoding: .utf8)
        #expect(
            loadError(directory)
                == "markdown/headline.mustache:1: includes itself ('headline'); a template cannot include itself, remove the include")
        try FileManager.default.removeItem(at: headline)
        try FileManager.default.copyItem(
            at: ReportFixtures.templatesDirectory.appendingPathComponent("markdown/headline.mustache"), to: headline)
        #expect(loadError(directory) == "")
    }

    @Test("a section of the registry without its partial is named before anything renders")
    func missingSectionPartial() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("markdown/heatmap.mustache"))
        let message = loadError(directory)
        #expect(message.contains("markdown/heatmap.mustache is missing"), "\(message)")
    }

    @Test("a missing top-level template or folder is named")
    func missingTemplate() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("atom/feed.mustache"))
        #expect(loadError(directory).contains("atom/feed.mustache is missing"))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("atom"))
        #expect(loadError(directory).contains("no template folder"))
    }

    @Test("a user's template folder restyles the report")
    func override() throws {
        let directory = try copyOfTemplates()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try "body { background: hotpink; }\n".write(
            to: directory.appendingPathComponent("html/style.mustache"), atomically: true, encoding: .utf8)
        let html = try ReportWriter(templates: try TemplateLibrary.load(from: directory))
            .render(ReportFixtures.weeklyContent(), as: .html)
        #expect(html.contains("hotpink"))
    }

    @Test("the default folder is found from a checkout's build folder and from an installed layout")
    func defaultDirectory() throws {
        let root = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkoutTemplates = root.appendingPathComponent("checkout/Templates/html")
        let installed = root.appendingPathComponent("usr/share/listenstats/Templates/html")
        for folder in [checkoutTemplates, installed, root.appendingPathComponent("checkout/.build/release"), root.appendingPathComponent("usr/bin")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let elsewhere = root.appendingPathComponent("elsewhere")
        let fromBuild = TemplateLibrary.defaultDirectory(
            environment: [:], executable: root.appendingPathComponent("checkout/.build/release/listenstats"),
            currentDirectory: elsewhere)
        #expect(fromBuild?.standardizedFileURL.path == root.appendingPathComponent("checkout/Templates").standardizedFileURL.path)
        let fromInstall = TemplateLibrary.defaultDirectory(
            environment: [:], executable: root.appendingPathComponent("usr/bin/listenstats"), currentDirectory: elsewhere)
        #expect(fromInstall?.standardizedFileURL.path == root.appendingPathComponent("usr/share/listenstats/Templates").standardizedFileURL.path)
        let fromEnvironment = TemplateLibrary.defaultDirectory(
            environment: ["LISTENSTATS_TEMPLATES": root.appendingPathComponent("usr/share/listenstats/Templates").path],
            executable: root.appendingPathComponent("checkout/.build/release/listenstats"), currentDirectory: elsewhere)
        #expect(fromEnvironment?.lastPathComponent == "Templates")
        #expect(fromEnvironment?.path.contains("usr/share") == true)
    }
}
