import Charts
import Foundation
import ListenModel
import ListenStore
import Reports
import Testing

@testable import ListenStatsCLI

@Suite("listenstats chart")
struct ChartCommandTests {
    /// Listens in ISO week 2024-W11 (UTC): "Me" 4, "Beyoncé" (NFC) 3, "Beyoncé" (NFD) 2, "Kids Band" 1.
    static let listens: [Listen] = {
        let monday = Int64(CalendarDay(year: 2024, month: 3, day: 11).dayNumber) * 86_400
        let plays: [(artist: String, release: String)] =
            Array(repeating: ("Me", "LP"), count: 4) + Array(repeating: ("Beyonc\u{E9}", "Renaissance"), count: 3)
            + Array(repeating: ("Beyonce\u{301}", "Lemonade"), count: 2) + [("Kids Band", "Lullabies")]
        return plays.enumerated().map { index, play in
            Listen(
                listenedAt: monday + Int64(index) * 20_000, track: Track(artistName: play.artist, trackName: "Song \(index % 3)", releaseName: play.release),
                durationMs: index.isMultiple(of: 2) ? 200_000 : nil, source: .demo)
        }
    }()

    /// A database in a fresh temp directory holding `listens` for "rob"; returns its path.
    func databasePath() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString)")
        let path = directory.appendingPathComponent("listens.sqlite").path
        try ListenStore(path: path).insert(Self.listens, user: "rob")
        return path
    }

    /// Runs `listenstats chart KIND` on the test store and returns the file it wrote.
    func draw(_ kind: String, extension pathExtension: String, database: String, range: [String] = ["--range", "all_time"]) throws -> Data {
        let out = URL(fileURLWithPath: database).deletingLastPathComponent().appendingPathComponent("\(kind).\(pathExtension)")
        let arguments = [kind, "--db", database, "--user", "rob", "--timezone", "UTC", "--out", out.path, "--quiet"] + range
        try ChartCommand.parse(arguments).run()
        return try Data(contentsOf: out)
    }

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ data: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](data)
        try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47])
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test("each kind writes a PNG of its size", arguments: ["top-artists", "cards", "bump", "calendar", "poster-square", "poster-tall"])
    func pngOfKind(_ kind: String) throws {
        let size = try pngSize(draw(kind, extension: "png", database: databasePath()))
        let expected = try #require(ChartName(argument: kind)).chart.size
        #expect(size.width == Int(expected.width) && size.height == Int(expected.height))
    }

    @Test("the SVG names the top artist; a week range draws that week")
    func svgNamesTopArtist() throws {
        let database = try databasePath()
        let all = try #require(String(data: draw("top-artists", extension: "svg", database: database), encoding: .utf8))
        #expect(all.contains(">Me<"))
        #expect(all.contains("Kids Band"))
        let week = try #require(String(data: draw("album-grid", extension: "svg", database: database, range: ["--week", "2024-W11"]), encoding: .utf8))
        #expect(week.contains("Renaissance"))
        #expect(throws: (any Error).self) { try draw("top-artists", extension: "svg", database: database, range: ["--week", "2021-W53"]) }
    }

    @Test("the top-artists chart shows the numbers `stats` computes, NFC and NFD names apart")
    func topArtistsMatchStats() throws {
        let store = try ListenStore(path: databasePath())
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let statistics = StatsRequest(
            user: "rob", ranges: [.isoWeek(year: 2024, week: 11)], asOf: nil, settings: UserReportSettings(calendar: utc, filter: .none),
            topCount: 25)
        let stats = try statistics.run(store: store, today: Date(timeIntervalSince1970: 0)).outputs[0].stats
        let request = ChartRequest(kind: try #require(ChartName(argument: "top-artists")), statistics: statistics, range: .isoWeek(year: 2024, week: 11), theme: .light, coverDirectory: nil)
        let chart = try #require(try request.chart(store: store, today: Date(timeIntervalSince1970: 0)) as? TopBarsChart)
        let drawn = chart.data.items.map { [$0.label: $0.count] }
        #expect(drawn == stats.topArtists.map { [$0.name: $0.listenCount] })
        #expect(drawn.map(\.values.first) == [4, 3, 2, 1])
        #expect(chart.data.items.map { Array($0.label.unicodeScalars) }.contains(Array("Beyonce\u{301}".unicodeScalars)))
    }

    @Test("bump ranks count each bucket among the top artists; ties keep the range's order")
    func bumpRanks() {
        var stats = StatSet(window: TimeWindow(start: 0, end: 3 * 86_400), previousWindow: TimeWindow(start: 0, end: 0), timeZone: "UTC")
        stats.activity = (0..<3).map { ActivityBucket(fromTS: Int64($0) * 86_400, toTS: Int64($0 + 1) * 86_400 - 1, timeRange: "", listenCount: 0) }
        stats.artistEvolution = [
            ArtistActivitySeries(name: "A", mbid: nil, counts: [5, 1, 0]),
            ArtistActivitySeries(name: "B", mbid: nil, counts: [2, 3, 0]),
            ArtistActivitySeries(name: "C", mbid: nil, counts: [2, 0, 4]),
        ]
        let bump = StatSetCharts(stats: stats, user: "rob", periodTitle: "Test").rankBump(depth: 2)
        #expect(bump.series.map(\.name) == ["A", "B"])
        #expect(bump.series.map(\.values) == [[1, 2, nil], [2, 1, nil]])
        #expect(bump.periodLabels.count == 3)
    }
}
