import Foundation
import JSONWriting
import ListenModel
import ListenStore
import Reports
import Testing

@testable import ListenStatsCLI

@Suite("listenstats stats")
struct StatsCommandTests {
    /// A store in a fresh temp directory holding three listens for "rob".
    func store() throws -> ListenStore {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("stats-\(UUID().uuidString)/listens.sqlite").path
        let store = try ListenStore(path: path)
        let monday = Int64(CalendarDay(year: 2024, month: 3, day: 11).dayNumber) * 86_400
        try store.insert(
            [
                Listen(listenedAt: monday + 3600, track: Track(artistName: "Kids Band", trackName: "Lullaby"), source: .demo),
                Listen(listenedAt: monday + 7200, track: Track(artistName: "Me", trackName: "Song", releaseName: "LP"), durationMs: 200_000, source: .demo),
                Listen(listenedAt: monday + 86_400 + 60, track: Track(artistName: "Me", trackName: "Song", releaseName: "LP"), source: .demo),
            ], user: "rob")
        return store
    }

    /// 2024-04-01, a "today" after every stored listen, so streaks are not cut short.
    static let afterTheListens = Date(timeIntervalSince1970: 1_711_929_600)

    func request(_ range: RangeRequest, filter: StatFilter = .none) -> StatsRequest {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return StatsRequest(
            user: "rob", ranges: [range], asOf: nil, settings: UserReportSettings(calendar: utc, filter: filter), topCount: 10)
    }

    @Test("JSON has sorted snake_case keys and integer counts; this_week ends at the latest listen")
    func json() throws {
        let (outputs, _) = try request(.listenBrainz(.thisWeek)).run(store: store(), today: Date(timeIntervalSince1970: 0))
        let text = try StatsJSON.text(outputs[0])
        #expect(text.contains(#""listen_count" : 3"#))
        #expect(text.contains(#""estimated_listen_count" : 2"#))
        #expect(text.contains(#""range_name" : "this_week""#))
        #expect(text.contains(#""time_zone" : "UTC""#))
        #expect(text.contains(#""artist_mbids" :"#))
        #expect(!text.contains("artistMBIDs"))
        let keys = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(keys.keys) == ["user", "stats", "shares"])
    }

    @Test("--as-of is the end of that day: on a Monday this_week is the week before (as on ListenBrainz), a day later it is this one")
    func asOf() throws {
        func start(_ day: Int) -> Int64 { Int64(CalendarDay(year: 2024, month: 3, day: day).dayNumber) * 86_400 }
        var request = request(.listenBrainz(.thisWeek))
        request.asOf = CalendarDay(year: 2024, month: 3, day: 11)
        let store = try store()
        let (onMonday, _) = try request.run(store: store, today: Date(timeIntervalSince1970: 0))
        #expect(onMonday[0].stats.listenCount == 0)
        #expect(onMonday[0].stats.window.start == start(4))
        #expect(onMonday[0].stats.asOf == start(12) - 1)
        request.asOf = CalendarDay(year: 2024, month: 3, day: 12)
        let (onTuesday, _) = try request.run(store: store, today: Date(timeIntervalSince1970: 0))
        #expect(onTuesday[0].stats.listenCount == 3)
        #expect(onTuesday[0].stats.window.start == start(11))
        request.ranges = [.listenBrainz(.month)]
        request.asOf = CalendarDay(year: 2024, month: 4, day: 2)
        let (lastMonth, _) = try request.run(store: store, today: Date(timeIntervalSince1970: 0))
        #expect(lastMonth[0].stats.listenCount == 3)
        #expect(lastMonth[0].stats.window.start == start(1))
    }

    @Test("--all-ranges JSON, encoded range by range and spliced, is the text of the whole object encoded at once")
    func allRangesJSON() throws {
        let ranges = StatRange.allCases.map { RangeRequest.listenBrainz($0) }
        var request = request(.listenBrainz(.allTime))
        request.ranges = ranges
        let (outputs, _) = try request.run(store: store(), today: Date(timeIntervalSince1970: 0))
        // Empty lists (this history has no rank changes), nested objects, and a name twice
        // (the first output of a name wins, as a dictionary built from the list keeps it).
        var repeated = outputs[2]
        repeated.stats.rangeName = outputs[0].stats.rangeName
        for cases in [outputs, outputs + [repeated], [outputs[0]], []] {
            // Foundation's JSONEncoder, which the dialect's own encoder writes like.
            let whole = String(
                decoding: try SnakeCaseJSON.encoder().encode(
                    Dictionary(cases.map { ($0.stats.rangeName, $0) }, uniquingKeysWith: { first, _ in first })),
                as: UTF8.self)
            #expect(try StatsJSON.text(ranges: cases) == whole, "\(cases.map(\.stats.rangeName))")
        }
        #expect(try StatsJSON.text(ranges: outputs).contains("\"artist_rank_changes\" : [\n\n      ]"))
    }

    @Test("snake_case keeps MBID, TS and ID acronyms whole")
    func snakeCase() {
        #expect(SnakeCaseJSON.snakeCase("artistMBIDs") == "artist_mbids")
        #expect(SnakeCaseJSON.snakeCase("caaReleaseMBID") == "caa_release_mbid")
        #expect(SnakeCaseJSON.snakeCase("fromTS") == "from_ts")
        #expect(SnakeCaseJSON.snakeCase("caaID") == "caa_id")
        #expect(SnakeCaseJSON.snakeCase("knownListeningMs") == "known_listening_ms")
    }

    @Test("the table aligns columns and an excluded artist is left out")
    func table() throws {
        let (outputs, _) = try request(.isoWeek(year: 2024, week: 11), filter: StatFilter(excludedArtists: ["kids band"]))
            .run(store: store(), today: Self.afterTheListens)
        let text = Self.table(outputs[0])
        #expect(text.hasPrefix("rob · 2024-W11 · 11 – 17 March 2024 · UTC"))
        #expect(text.contains("listens          2 (previous period 0)"))
        // Every number spelt as the pages spell it: a change on an empty week is "new".
        #expect(text.contains("activity change  new"), "\(text)")
        #expect(text.contains("listening time   6 min (1 listen estimated at 3 min)"), "\(text)")
        #expect(!text.contains("Kids Band"))
        #expect(text.contains("1        2   100%  Me"), "\(text)")
        #expect(text.contains("longest streak   2 days from 11 March 2024"))
        // The week was over before "today": its streak is the one that reached its end.
        #expect(text.contains("streak at end    "), "\(text)")
        // The reports' lists are the table's too: by listening time (one listen of 200 s, one
        // estimated at 3 min), and the genres when metadata is cached.
        #expect(text.contains("Top artists by listening time\n#   time  listens\n1  6 min        2  Me"), "\(text)")
        #expect(!text.contains("Top genres"))
        var music = MusicStats()
        music.topGenres = [GenreShare(genre: "trip hop", weight: 78, listenCount: 2, share: 0.9286)]
        var withGenres = outputs[0]
        withGenres.stats.music = music
        // A period in progress is compared like for like, and says so, as its page does.
        var inProgress = outputs[0]
        inProgress.stats.comparison = PeriodComparison(begunBuckets: 3, previousListenCount: 1, historyStartsInPreviousPeriod: 1_710_000_000)
        inProgress.stats.previousListenCount = 4
        inProgress.stats.activityChangePercent = 100
        #expect(
            Self.table(inProgress).contains(
                "activity change  +100% on the same 3 days of the previous period (1); the history begins on 9 March 2024, so the previous period is only partly covered"),
            "\(Self.table(inProgress))")
        #expect(Self.table(withGenres).contains("Top genres\n#  listens  of votes\n1        2     92.9%  trip hop"), "\(Self.table(withGenres))")
    }

    static func table(_ output: StatsOutput) -> String {
        StatsTable.text(user: output.user, stats: output.stats, cell: TerminalText.escaped)
    }

    @Test("the table's period is the window's first and last day on the listener's clock")
    func period() {
        // Berlin's 23-hour day: 2024-03-30T23:00Z to 2024-03-31T22:00Z.
        #expect(StatsTable.period(TimeWindow(start: 1_711_839_600, end: 1_711_922_400), timeZone: "Europe/Berlin") == "31 March 2024")
        // Kathmandu's week 2024-W11 starts at 2024-03-10T18:15Z.
        #expect(StatsTable.period(TimeWindow(start: 1_710_094_500, end: 1_710_699_300), timeZone: "Asia/Kathmandu") == "11 – 17 March 2024")
        // ListenBrainz's week includes the next Monday's first second.
        #expect(StatsTable.period(TimeWindow(start: 1_710_115_200, end: 1_710_720_001), timeZone: "UTC") == "11 – 17 March 2024")
        #expect(StatsTable.period(TimeWindow(start: 5, end: 5), timeZone: "UTC") == "no days")
    }

    @Test("a streak of one day is said in the singular")
    func singularStreak() throws {
        let (outputs, _) = try request(.isoWeek(year: 2024, week: 11), filter: StatFilter(excludedArtists: ["me"]))
            .run(store: store(), today: Self.afterTheListens)
        #expect(Self.table(outputs[0]).contains("longest streak   1 day from 11 March 2024"))
    }

    @Test("a database that does not exist is named, not created")
    func missingDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stats-\(UUID().uuidString)")
        let database = folder.appendingPathComponent("typo.sqlite").path
        let command = try StatsCommand.parse(["--db", database, "--user", "rob"])
        do {
            try await command.run()
            Issue.record("stats ran on a database that does not exist")
        } catch let error as CLIError {
            #expect(error.status == .noInput)
            #expect(error.message.contains(database))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a bad week or zone is a usage error that says what to write")
    func badInput() throws {
        #expect(throws: CLIError.self) { try StatsRequest.timeZone(named: "Mars/Olympus", environment: [:]) }
        #expect(try StatsRequest.timeZone(named: nil, environment: ["TZ": ":Europe/Berlin"]).identifier == "Europe/Berlin")
        #expect(throws: CLIError.self) {
            try request(.isoWeek(year: 2021, week: 53)).run(store: store(), today: Date(timeIntervalSince1970: 0))
        }
    }

    @Test("without --format: a table on a terminal, JSON in a pipe or file; --format decides when given")
    func formatFollowsTheTerminal() {
        #expect(StatsFormat.resolve(nil, standardOutputIsTerminal: true) == .table)
        #expect(StatsFormat.resolve(nil, standardOutputIsTerminal: false) == .json)
        #expect(StatsFormat.resolve(.json, standardOutputIsTerminal: true) == .json)
        #expect(StatsFormat.resolve(.table, standardOutputIsTerminal: false) == .table)
    }
}
