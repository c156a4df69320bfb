import Foundation
import ListenModel
import Reports

/// Small fixed inputs for report tests, and where the checked-in templates and snapshots live.
enum ReportFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let templatesDirectory = repository.appendingPathComponent("Templates")
    static let snapshotsDirectory = repository.appendingPathComponent("Tests/ReportsSnapshots")

    static func templates() throws -> TemplateLibrary {
        try TemplateLibrary.load(from: templatesDirectory)
    }

    /// Week 47 of 2026 in Europe/Berlin: Monday 16 November 00:00 (UTC+1) to Monday 23 November.
    static let week = TimeWindow(start: 1_794_783_600, end: 1_795_388_400)
    static let previousWeek = TimeWindow(start: 1_794_178_800, end: 1_794_783_600)

    static func weekPeriod() -> ReportPeriod {
        ReportPeriod(kind: .week, slug: "2026-W47", title: "Week 47, 2026", window: week)
    }

    /// A week with artists whose names exercise escaping in every format.
    static func weeklyStats(artistName: String = "Sigur Rós") -> StatSet {
        var grid = HourWeekdayGrid()
        grid.counts[0][8] = 3
        grid.counts[4][21] = 12
        grid.counts[5][14] = 6
        grid.counts[6][23] = 1
        let dayNames = ["Monday 16", "Tuesday 17", "Wednesday 18", "Thursday 19", "Friday 20", "Saturday 21", "Sunday 22"]
        let counts = [3, 0, 0, 0, 12, 6, 1]
        let previousCounts = [2, 4, 0, 1, 5, 2, 4]
        let activity = (0..<7).map { day in
            ActivityBucket(
                fromTS: week.start + Int64(day) * 86_400, toTS: week.start + Int64(day + 1) * 86_400 - 1,
                timeRange: dayNames[day] + " November 2026", listenCount: counts[day])
        }
        let previousActivity = (0..<7).map { day in
            ActivityBucket(
                fromTS: previousWeek.start + Int64(day) * 86_400,
                toTS: previousWeek.start + Int64(day + 1) * 86_400 - 1,
                timeRange: "day \(day + 9) November 2026", listenCount: previousCounts[day])
        }
        var stats = StatSet(
            window: week, previousWindow: previousWeek, timeZone: "Europe/Berlin",
            listenCount: 22, previousListenCount: 18, artistCount: 3, releaseCount: 3, recordingCount: 4,
            knownListeningMs: 4_980_000, estimatedListeningMs: 420_000, estimatedListenCount: 2,
            topArtists: [
                ArtistCount(name: artistName, mbid: "f6f2326f-6b25-4170-b89d-e235b25508e8", listenCount: 12),
                ArtistCount(name: "Fish | Chips *Live* $5 & \"Co\" 'n'", listenCount: 6),
                ArtistCount(name: "坂本龍一 / فيروز", listenCount: 4),
            ],
            topReleases: [
                ReleaseCount(
                    name: "( )", mbid: "1b1b6f9e-24f4-4c7d-9e0e-5c3f1e64d5a8", artistName: artistName,
                    listenCount: 12),
                ReleaseCount(name: "Back_to_[Basics]", artistName: "Fish | Chips *Live* $5 & \"Co\" 'n'", listenCount: 6),
            ],
            topRecordings: [
                RecordingCount(
                    trackName: "Untitled #1", mbid: "not-an-mbid", artistName: artistName, listenCount: 7),
                RecordingCount(trackName: "<b>bold</b>", artistName: "坂本龍一 / فيروز", listenCount: 4),
            ],
            activity: activity, previousActivity: previousActivity, hourWeekday: grid)
        // As the engine compares a finished week: all seven days of the week before.
        stats.comparison = PeriodComparison(begunBuckets: 7, previousListenCount: 18)
        stats.activityChangePercent = stats.comparison?.changePercent(to: 22)
        let monday = CalendarDay(year: 2026, month: 11, day: 16)
        stats.days = counts.enumerated().map { DayCount(day: monday.adding(days: $0.offset), listenCount: $0.element) }
        stats.streaks = StreakSummary(
            longest: DaySpan(first: monday.adding(days: 4), last: monday.adding(days: 6)),
            current: DaySpan(first: monday.adding(days: 4), last: monday.adding(days: 6)))
        let fridayEvening = week.start + 4 * 86_400 + 20 * 3600
        stats.sessions = SessionSummary(
            sessionCount: 5, longest: ListeningSession(start: fridayEvening, end: fridayEvening + 7_500, listenCount: 12),
            mostListens: ListeningSession(start: fridayEvening, end: fridayEvening + 7_500, listenCount: 12))
        stats.newArtistCount = 1
        stats.newArtists = [ArtistCount(name: "坂本龍一 / فيروز", listenCount: 4)]
        stats.artistRankChanges = [
            ArtistRankChange(name: artistName, mbid: nil, rank: 1, previousRank: 3),
            ArtistRankChange(name: "Fish | Chips *Live* $5 & \"Co\" 'n'", mbid: nil, rank: 2, previousRank: 2),
            ArtistRankChange(name: "坂本龍一 / فيروز", mbid: nil, rank: 3, previousRank: nil),
        ]
        return stats
    }

    /// Feedback with one love inside the fixture week and one outside it.
    static let feedback = [
        FeedbackEntry(
            recordingMBID: "0b3a0a3f-6f3e-4c7c-9a53-7b1d5c0e0f11", score: .loved, created: week.start + 5 * 86_400,
            trackName: "Untitled #1", artistName: "Sigur Rós"),
        FeedbackEntry(score: .loved, created: week.start - 86_400, trackName: "Old love", artistName: "Someone"),
    ]

    static func weeklyContent(artistName: String = "Sigur Rós", user: String = "rob") -> ReportContent {
        ReportContent(
            user: user, period: weekPeriod(), stats: weeklyStats(artistName: artistName),
            charts: [
                ChartReference(
                    id: "activity", title: "Listens per day", altText: "Bars of listens per day",
                    svgPath: "charts/activity.svg", pngPath: "charts/activity.png",
                    inlineSVG: "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"5\"/></svg>"),
                ChartReference(
                    id: "top-artists", title: "Top artists", altText: "Bars of the top artists",
                    svgPath: "charts/top-artists.svg", pngPath: "charts/top-artists.png"),
            ],
            generator: "listenstats test", feedback: feedback)
    }

    /// A year report for 2026 with its Year in Music.
    static func yearContent() -> ReportContent {
        var stats = weeklyStats()
        stats.window = TimeWindow(start: 1_767_222_000, end: 1_798_758_000)
        var review = YearReview(year: 2026, timeZone: "Europe/Berlin", listenCount: 22, artistCount: 3, newArtistCount: 2)
        review.listeningSeconds = 5_400
        review.mostActiveWeekday = "Friday"
        review.biggestDay = DayCount(day: CalendarDay(year: 2026, month: 11, day: 20), listenCount: 12)
        review.monthTopArtists = (1...12).map { MonthTopArtist(month: $0, artist: $0 == 11 ? ArtistCount(name: "Sigur Rós", listenCount: 12) : nil) }
        review.seasonTopRecordings = ["winter", "spring", "summer", "autumn"].map {
            SeasonTopRecording(season: $0, recording: $0 == "autumn" ? RecordingCount(trackName: "Untitled #1", artistName: "Sigur Rós", listenCount: 7) : nil)
        }
        return ReportContent(
            user: "rob", period: ReportPeriod(kind: .year, slug: "2026", title: "2026", window: stats.window), stats: stats,
            generator: "listenstats test", yearReview: review, feedback: nil)
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
