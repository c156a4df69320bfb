import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("The site's search index")
struct SearchIndexTests {
    static func page(_ name: String, rank: Int, byline: String = "", listens: Int) -> EntityIndexView.Entry {
        EntityIndexView.Entry(
            name: name, byline: byline, hasByline: !byline.isEmpty, url: "x/\(rank).html", rank: "#\(rank)", rankValue: rank,
            listens: listens)
    }

    /// The file's text as the browser reads it: a JSON object after the global's name.
    static func decoded(_ script: String) throws -> [String: Any] {
        let prefix = "self.\(SearchIndex.globalName) = "
        #expect(script.hasPrefix(prefix))
        #expect(script.hasSuffix("};\n"))
        let json = script.dropFirst(prefix.count).dropLast(2)
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("artists, albums and tracks by rank, then reports newest first, each with its kind, byline, listens and page")
    func entries() throws {
        let week = ReportFixtures.weekPeriod()
        let year = ReportPeriod(kind: .year, slug: "2026", title: "2026", window: week.window)
        let index = SearchIndex(
            pages: [
                .track: [Self.page("Creep", rank: 1, byline: "Radiohead", listens: 40)],
                .artist: [Self.page("Björk", rank: 2, listens: 90), Self.page("Radiohead", rank: 1, listens: 120)],
            ],
            periods: [
                SitePeriod(period: week, fingerprint: "a", lastListenAt: 0, listenCount: 300),
                SitePeriod(period: year, fingerprint: "b", lastListenAt: 0, listenCount: 9_000),
            ])
        let object = try Self.decoded(index.script())
        #expect(object["kinds"] as? [String] == ["artist", "album", "track", "genre", "report"])
        let rows = try #require(object["entries"] as? [[Any]])
        #expect(rows.map { $0[1] as? String } == ["Radiohead", "Björk", "Creep", "2026", "Week 47, 2026"])
        #expect(rows.map { $0[0] as? Int } == [0, 0, 2, 4, 4])
        #expect(rows[2][2] as? String == "Radiohead")
        #expect(rows[3][2] as? String == "Year")
        #expect(rows.map { $0[3] as? Int } == [120, 90, 40, 9_000, 300])
        #expect(rows[0][4] as? String == "x/1.html")
        #expect(rows[3][4] as? String == "year/2026/index.html")
    }

    @Test("names with quotes, backslashes, line breaks, controls and line separators stay one valid string each")
    func hostileNames() throws {
        let names = ["Say \"Hi\"", "C:\\Music", "two\nlines", "bell\u{7}", "sep\u{2028}arated", "</script><b>", "👩‍🎤 ✨"]
        let index = SearchIndex(
            pages: [.artist: names.enumerated().map { Self.page($1, rank: $0 + 1, listens: 10 - $0) }], periods: [])
        let rows = try #require(try Self.decoded(index.script())["entries"] as? [[Any]])
        #expect(rows.map { $0[1] as? String } == names)
    }

    @Test("two entries that read alike are told apart, as the indexes tell them")
    func alike() throws {
        let index = SearchIndex(
            pages: [
                .album: [
                    Self.page("Forever Gold", rank: 1, byline: "Nova", listens: 50),
                    Self.page("Forever Gold", rank: 2, byline: "Nova", listens: 20),
                ]
            ],
            periods: [])
        let rows = try #require(try Self.decoded(index.script())["entries"] as? [[Any]])
        let bylines = rows.compactMap { $0[2] as? String }
        #expect(bylines.count == 2 && bylines[0] != bylines[1], "\(bylines)")
    }
}
