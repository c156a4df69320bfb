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
        return StatSet(
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
    }

    static func weeklyContent(artistName: String = "Sigur Rós", user: String = "rob") -> ReportContent {
        ReportContent(
            user: user, period: weekPeriod(), stats: weeklyStats(artistName: artistName),
            charts: [
                ChartReference(
                    id: ChartSlot.activity.rawValue, title: "Listens per day", altText: "Bars of listens per day",
                    svgPath: "charts/activity.svg", pngPath: "charts/activity.png",
                    inlineSVG: "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"5\"/></svg>"),
                ChartReference(
                    id: ChartSlot.topArtists.rawValue, title: "Top artists", altText: "Bars of the top artists",
                    svgPath: "charts/top-artists.svg", pngPath: "charts/top-artists.png"),
            ],
            generator: "listenstats test")
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
