import Foundation
import ListenModel
import Mustache
import Testing

@testable import Reports

@Suite("Compiled templates render the bytes swift-mustache renders")
struct CompiledTemplateTests {
    func templates(_ rendering: TemplateLibrary.CompiledRendering) throws -> TemplateLibrary {
        var templates = try ReportFixtures.templates()
        templates.compiledRendering = rendering
        return templates
    }

    /// Every file under `directory`, by relative path.
    func files(in directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try SiteBuilder.relativeFiles(in: directory) {
            result[path] = try Data(contentsOf: directory.appendingPathComponent(path))
        }
        return result
    }

    func expectSameFiles(_ compiled: URL, _ mustache: URL) throws {
        let (left, right) = (try files(in: compiled), try files(in: mustache))
        #expect(left.keys.sorted() == right.keys.sorted())
        #expect(left.keys.contains { $0.hasSuffix("index.html") })
        for (path, data) in left where right[path] != data {
            Issue.record("\(path) differs:\n\(String(decoding: data, as: UTF8.self))\n---\n\(String(decoding: right[path] ?? Data(), as: UTF8.self))")
        }
    }

    @Test("every shipped template compiles")
    func shippedTemplatesCompile() throws {
        let templates = try ReportFixtures.templates()
        for folder in TemplateFolder.allCases {
            #expect(templates.compiled[folder] != nil, "\(folder.rawValue)")
        }
    }

    @Test("a week's and a year's report, with hostile names, are the same bytes both ways")
    func reports() throws {
        for content in [ReportFixtures.weeklyContent(artistName: RenderedOutputTests.hostile), ReportFixtures.yearContent()] {
            let compiled = ReportFixtures.temporaryDirectory()
            let mustache = ReportFixtures.temporaryDirectory()
            defer {
                try? FileManager.default.removeItem(at: compiled)
                try? FileManager.default.removeItem(at: mustache)
            }
            try ReportWriter(templates: try templates(.required)).write(content, to: compiled)
            try ReportWriter(templates: try templates(.off)).write(content, to: mustache)
            try expectSameFiles(compiled, mustache)
        }
    }

    @Test("a site with entity pages (calendar, years, lists, milestones) is the same bytes both ways")
    func site() throws {
        let top = try #require(ReportFixtures.weeklyStats().topArtists.first)
        var profile = EntityProfile(
            ref: EntityRef(top), listenCount: 40, rank: 1, firstListenAt: ReportFixtures.week.start - 400 * 86_400,
            lastListenAt: ReportFixtures.week.start + 60, firstDay: CalendarDay(year: 2025, month: 10, day: 12),
            lastDay: CalendarDay(year: 2026, month: 11, day: 16))
        profile.years = [YearListenCount(year: 2025, listenCount: 12), YearListenCount(year: 2026, listenCount: 28)]
        profile.months = [EntityMonthCount(year: 2025, month: 10, listenCount: 12), EntityMonthCount(year: 2026, month: 11, listenCount: 28)]
        profile.days = [
            DayCount(day: CalendarDay(year: 2026, month: 1, day: 3), listenCount: 2),
            DayCount(day: CalendarDay(year: 2026, month: 11, day: 16), listenCount: 26),
        ]
        profile.playedNext = [RecordingCount(trackName: "Hoppípolla <live>", artistName: "Sigur Rós", listenCount: 3)]
        profile.topTracks = [RecordingCount(trackName: "Glósóli", artistName: "Sigur Rós", listenCount: 9)]
        let source = FakeSiteSource.standard()
        source.profiles = [profile, EntityProfile(
            ref: EntityRef(kind: .track, name: "Glósóli", artistName: "Sigur Rós", releaseName: "Takk…"), listenCount: 9, rank: 2,
            firstListenAt: ReportFixtures.week.start, lastListenAt: ReportFixtures.week.start + 60,
            firstDay: CalendarDay(year: 2026, month: 11, day: 16), lastDay: CalendarDay(year: 2026, month: 11, day: 16))]
        var options = SiteOptions(generator: "listenstats test")
        options.entityMinimumListens = 1
        let compiled = ReportFixtures.temporaryDirectory()
        let mustache = ReportFixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: compiled)
            try? FileManager.default.removeItem(at: mustache)
        }
        let built = try SiteBuilder(templates: try templates(.required), options: options).build(from: source, into: compiled)
        #expect(built.entityPagesBuilt == 2)
        let sameSource = FakeSiteSource.standard()
        sameSource.profiles = source.profiles
        try SiteBuilder(templates: try templates(.off), options: options).build(from: sameSource, into: mustache)
        try expectSameFiles(compiled, mustache)
    }

    /// Renders `text` with `view` both ways, with `partials` available.
    func bothWays(_ text: String, _ view: [String: Any], partials: [String: String] = [:]) throws -> (compiled: String?, mustache: String?) {
        _ = HTMLByteContentType.registered
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: text), named: "page")
        for (name, partial) in partials { library.register(try MustacheTemplate(string: partial), named: name) }
        let set = CompiledTemplateSet(texts: partials.merging(["page": text]) { first, _ in first })
        return (set?.render("page", view), library.render(view, withTemplate: "page"))
    }

    @Test("whitespace: standalone tags, indented partials, comments, tags mid-line, text with braces")
    func whitespace() throws {
        let view: [String: Any] = [
            "name": "A & <B>", "rows": [["label": "one", "n": 1], ["label": "two", "n": 2]], "empty": [[String: Any]](),
            "yes": true, "no": false, "count": 3, "ratio": 0.5,
        ]
        let cases: [(String, [String: String])] = [
            ("  {{#rows}}\n  <li>{{label}} {{n}}</li>\n  {{/rows}}\nend\n", [:]),
            ("<ul>{{#rows}}<li>{{label}}</li>{{/rows}}</ul>\n  {{^empty}}none{{/empty}}  \n", [:]),
            ("a\n  {{! a comment }}\nb {{! inline }} c\n\t{{#yes}}\n\tyes\n\t{{/yes}}\n{{^no}}no{{/no}}\n", [:]),
            ("<div>\n  {{> row}}\n  </div>\n{{> row}}x\n", ["row": "<p>{{name}}</p>\n<p>{{{name}}} {{&name}}</p>\n"]),
            ("{{% CONTENT_TYPE: TEXT }}\n{{name}} {{count}} {{ratio}} {{yes}} { not a tag } {x}}\ntrailing   ", [:]),
            ("{{#rows}}{{#yes}}{{label}}{{name}}{{/yes}}{{/rows}}{{missing}}[{{#missing}}x{{/missing}}]\n  {{^rows}}\n  hidden\n  {{/rows}}\n", [:]),
            ("{{% CONTENT_TYPE: \(HTMLByteContentType.name) }}\n  {{#rows}}  {{label}}  {{/rows}}\n   \n{{name}}", [:]),
        ]
        for (text, partials) in cases {
            let (compiled, mustache) = try bothWays(text, view, partials: partials)
            #expect(compiled != nil, "\(text.debugDescription) did not render compiled")
            #expect(compiled == mustache, "\(text.debugDescription)")
        }
    }

    @Test("what it does not read falls back to swift-mustache, at parse or at render")
    func fallsBack() throws {
        for text in ["{{=<% %>=}}<% name %>", "{{person.name}}", "{{uppercased(name)}}", "a\r\nb", "{{<parent}}{{/parent}}", "{{> *dynamic}}"] {
            #expect(CompiledTemplate(parsing: text) == nil, "\(text.debugDescription)")
        }
        // A value it does not print plainly (a nil optional) hands the page back.
        let view: [String: Any] = ["name": String?.none as Any]
        let (compiled, mustache) = try bothWays("[{{name}}]", view)
        #expect(compiled == nil)
        #expect(mustache != nil)
    }

    /// A fixed-seed generator, so a failure names a template that fails again.
    struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A random template of text, whitespace, line ends and every supported tag, sections
    /// nested up to `depth`.
    func randomTemplate(_ random: inout SplitMix, depth: Int, partials: Bool) -> String {
        let pieces = [
            "\n", "  ", "\t", "x", "<b>", "{", "}", "{x}", "{{name}}", "{{{name}}}", "{{& name }}", "{{! note }}", "{{count}}",
            "{{ratio}}", "{{yes}}", "{{missing}}", "{{% CONTENT_TYPE: TEXT }}", "{{% CONTENT_TYPE: \(HTMLByteContentType.name) }}",
        ]
        var text = ""
        for _ in 0..<random.next(12) + 1 {
            switch random.next(10) {
            case 0 where depth > 0:
                let (open, close) = [("{{#rows}}", "{{/rows}}"), ("{{^empty}}", "{{/empty}}"), ("{{#yes}}", "{{/yes}}"),
                    ("{{^no}}", "{{/no}}"), ("{{#labels}}{{.}}", "{{/labels}}"), ("{{^rows}}", "{{/rows}}"), ("{{#missing}}", "{{/missing}}")][random.next(7)]
                text += open + randomTemplate(&random, depth: depth - 1, partials: partials) + close
            case 1 where partials:
                text += ["{{> row}}", "  {{> row}}\n", "{{>row}}"][random.next(3)]
            default:
                text += pieces[random.next(pieces.count)]
            }
        }
        return text
    }

    @Test("3,000 random templates (about half valid Mustache) render the same both ways, and nearly all compile")
    func randomTemplates() throws {
        _ = HTMLByteContentType.registered
        let view: [String: Any] = [
            "name": "A & <B> \"q\" 'a'", "rows": [["name": "one", "count": 1], ["yes": false, "count": 2]],
            "empty": [[String: Any]](), "labels": ["p", "<q>"], "yes": true, "no": false, "count": 3, "ratio": 0.25,
        ]
        var random = SplitMix(state: 2026)
        var (parsed, compiled) = (0, 0)
        for _ in 0..<3_000 {
            let page = randomTemplate(&random, depth: 2, partials: true)
            let row = randomTemplate(&random, depth: 1, partials: false)
            // swift-mustache refuses some (a pragma inside a section, say): nothing to compare.
            guard let result = try? bothWays(page, view, partials: ["row": row]) else { continue }
            parsed += 1
            guard let text = result.compiled else { continue }
            compiled += 1
            #expect(text == result.mustache, "page \(page.debugDescription), row \(row.debugDescription)")
        }
        #expect(parsed > 1_000, "swift-mustache parsed \(parsed)")
        #expect(compiled * 10 > parsed * 9, "\(compiled) of \(parsed) compiled")
    }
}
