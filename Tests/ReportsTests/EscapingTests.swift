import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("Escaping user-supplied text")
struct EscapingTests {
    static let hostileNames = [
        "<img src=x onerror=alert(1)>", "Fish | Chips", "*Live*", "$5 & $6", "\"quoted\" 'single'",
        "坂本龍一", "فيروز", "a\nb", "[link](javascript:alert(1))", "`code`", "~~gone~~", "&amp;",
    ]

    func render(_ format: ReportFormat, artist: String) throws -> String {
        try ReportWriter(templates: try ReportFixtures.templates(), frontMatter: .yaml)
            .render(ReportFixtures.weeklyContent(artistName: artist, user: artist), as: format)
    }

    @Test("HTML shows an artist named like a tag as text", arguments: hostileNames)
    func html(name: String) throws {
        let html = try render(.html, artist: name)
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("onerror=alert(1)>"))
        let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
        #expect(html.contains(escaped))
    }

    @Test("Markdown escapes table pipes, emphasis, links, HTML and math", arguments: hostileNames)
    func markdown(name: String) throws {
        let markdown = try render(.markdown, artist: name)
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| 1 | [") })
        // An escaped pipe never ends a cell: the row has exactly the table's four columns.
        let cellBorders = row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
        #expect(cellBorders == 4, "row \(row)")
        let body = try #require(markdown.components(separatedBy: "\n---\n").dropFirst().first)
        let unescaped = body.replacingOccurrences(of: "\\<", with: "").replacingOccurrences(of: "\\]", with: "")
        #expect(!unescaped.contains("<img"))
        #expect(!unescaped.contains("](javascript:"))
    }

    @Test("the Markdown escaper backslash-escapes each special character once")
    func escaper() {
        #expect(MarkdownContentType.escape("a|b*c_d$e&f<g>h[i]j`k~l\\m!n") == #"a\|b\*c\_d\$e\&f\<g\>h\[i\]j\`k\~l\\m\!n"#)
        #expect(MarkdownContentType.escape("line\nbreak") == "line break")
        #expect(MarkdownContentType.escape("坂本龍一 فيروز") == "坂本龍一 فيروز")
    }

    @Test("front matter quotes names for YAML and TOML")
    func frontMatter() {
        #expect(FrontMatter.quoted("say \"hi\"\\ \n") == #""say \"hi\"\\ \n""#)
        var content = ReportFixtures.weeklyContent(user: "a\"b")
        content.user = "a\"b: c"
        let toml = FrontMatter.render(.toml, content: content)
        #expect(toml.hasPrefix("+++\ntitle = \"a\\\"b: c · Week 47, 2026\"\n"))
        #expect(FrontMatter.render(.none, content: content).isEmpty)
    }

    @Test("an MBID that is not a UUID makes no link")
    func mbidLinks() {
        #expect(MusicBrainzLink.url(.artist, mbid: "f6f2326f-6b25-4170-b89d-e235b25508e8") != nil)
        #expect(MusicBrainzLink.url(.artist, mbid: "\"><script>x</script>") == nil)
        #expect(MusicBrainzLink.url(.recording, mbid: nil) == nil)
    }

    @Test("an inline SVG with script or event handlers is linked, not embedded")
    func svgEmbedding() {
        #expect(SVGEmbedding.embeddable("<svg><text>Listening on Mondays</text></svg>") != nil)
        #expect(SVGEmbedding.embeddable("<svg onload=\"alert(1)\"></svg>") == nil)
        #expect(SVGEmbedding.embeddable("<svg><script>alert(1)</script></svg>") == nil)
        #expect(SVGEmbedding.embeddable("<html></html>") == nil)
        #expect(SVGEmbedding.embeddable("<?xml version=\"1.0\"?>\n<svg/>") == "<svg/>")
    }
}

@Suite("Embedded charts")
struct EmbeddedChartTests {
    @Test("ids inside an embedded SVG are prefixed with the chart id, references too")
    func namespacedIDs() {
        let svg = #"<svg aria-labelledby="chart-title chart-desc"><title id="chart-title">T</title><desc id="chart-desc">D</desc><clipPath id="c"/><rect clip-path="url(#c)"/></svg>"#
        let view = ChartView(ChartReference(id: "activity", title: "t", altText: "a", inlineSVG: svg))
        #expect(
            view.inlineSVG
                == #"<svg aria-labelledby="activity-chart-title activity-chart-desc"><title id="activity-chart-title">T</title><desc id="activity-chart-desc">D</desc><clipPath id="activity-c"/><rect clip-path="url(#activity-c)"/></svg>"#
        )
    }
}
