import ListenModel

/// The terminal form of a period's numbers (`listenstats stats --format table`): a summary,
/// then aligned top lists and activity, each number spelt as the pages spell it (counts,
/// durations, shares, the change on the period before), so a table and a page side by side
/// read the same.
public enum StatsTable {
    /// `user`'s numbers of `stats`; `cell` makes each piece of text safe where it is printed
    /// (the command line's terminal escaping), before the columns are aligned.
    public static func text(user: String, stats: StatSet, cell: (String) -> String) -> String {
        var lines: [String] = []
        lines.append("\(cell(user)) · \(stats.rangeName) · \(period(stats.window, timeZone: stats.timeZone)) · \(stats.timeZone)")
        lines.append("")
        // The change is like for like (`stats.comparison`): a period in progress against as many
        // days (or hours, months) of the one before, which the line then names, as a page does.
        var change = DisplayFormat.change(percent: stats.activityChangePercent, listens: stats.listenCount).text
        if let comparison = stats.comparison, comparison.previousListenCount != stats.previousListenCount {
            change += " on the same \(comparison.begunBuckets) \(stats.granularity.rawValue)s of the previous period (\(DisplayFormat.count(comparison.previousListenCount)))"
        }
        if let start = stats.comparison?.historyStartsInPreviousPeriod {
            change += "; the history begins on \(DisplayFormat.day(start, on: WallClock(named: stats.timeZone))), so the previous period is only partly covered"
        }
        let summary: [(String, String)] = [
            ("listens", "\(DisplayFormat.count(stats.listenCount)) (previous period \(DisplayFormat.count(stats.previousListenCount)))"),
            ("artists", "\(DisplayFormat.count(stats.artistCount)) (\(DisplayFormat.count(stats.newArtistCount)) new)"),
            ("releases", "\(DisplayFormat.count(stats.releaseCount)) (\(DisplayFormat.count(stats.newReleaseCount)) new)"),
            ("release groups", DisplayFormat.count(stats.releaseGroupCount)),
            ("recordings", DisplayFormat.count(stats.recordingCount)),
            (
                "listening time",
                "\(DisplayFormat.duration(milliseconds: stats.listeningMs)) (\(DisplayFormat.listens(stats.estimatedListenCount)) estimated at 3 min)"
            ),
            ("activity change", change),
            ("longest streak", stats.streaks.longest.map { "\(DisplayFormat.days($0.dayCount)) from \(DisplayFormat.day($0.first, weekday: false))" } ?? "none"),
            (stats.endedBeforeAsOf ? "streak at end" : "current streak", stats.streaks.current.map { DisplayFormat.days($0.dayCount) } ?? "none"),
            ("sessions", DisplayFormat.count(stats.sessions.sessionCount)),
        ]
        lines += aligned(summary.map { [$0.0, $0.1] }, rightAligned: [], cell: cell)

        func share(_ listens: Int) -> String { ReportSection.percent(stats.share(of: listens)) }
        func ranked<Entry>(_ entries: [Entry], _ columns: (Entry) -> [String]) -> [[String]] {
            entries.enumerated().map { [String($0.offset + 1)] + columns($0.element) }
        }
        section("Top artists", ranked(stats.topArtists) { [DisplayFormat.count($0.listenCount), share($0.listenCount), $0.name] }, cell: cell, into: &lines)
        section(
            "Top releases", ranked(stats.topReleases) { [DisplayFormat.count($0.listenCount), share($0.listenCount), "\($0.name) — \($0.artistName)"] },
            cell: cell, into: &lines)
        section(
            "Top recordings",
            ranked(stats.topRecordings) { [DisplayFormat.count($0.listenCount), share($0.listenCount), "\($0.trackName) — \($0.artistName)"] },
            cell: cell, into: &lines)
        section(
            "Top artists by listening time",
            ranked(stats.topArtistsByTime) { [DisplayFormat.duration(milliseconds: $0.listeningMs), DisplayFormat.count($0.listenCount), $0.name] },
            headings: ["#", "time", "listens", ""], cell: cell, into: &lines)
        // The genres as the reports weigh them: each one's share of the period's genre votes.
        section(
            "Top genres", ranked(stats.music?.topGenres ?? []) { [DisplayFormat.count($0.listenCount), ReportSection.percent($0.share), $0.genre] },
            headings: ["#", "listens", "of votes", ""], cell: cell, into: &lines)
        // The site pairs buckets by index: Monday with Monday, the 3rd with the 3rd.
        let pairs = (0..<max(stats.activity.count, stats.previousActivity.count)).map { index in
            let current = index < stats.activity.count ? stats.activity[index] : nil
            let previous = index < stats.previousActivity.count ? stats.previousActivity[index] : nil
            return [
                current?.timeRange ?? "", current.map { DisplayFormat.count($0.listenCount) } ?? "",
                previous?.timeRange ?? "", previous.map { DisplayFormat.count($0.listenCount) } ?? "",
            ]
        }
        if !pairs.isEmpty {
            lines += ["", "Activity"]
            lines += aligned([["this period", "listens", "previous period", "listens"]] + pairs, rightAligned: [1, 3], cell: cell)
        }
        return lines.joined(separator: "\n")
    }

    private static func section(
        _ title: String, _ rows: [[String]], headings: [String] = ["#", "listens", "share", ""], cell: (String) -> String,
        into lines: inout [String]
    ) {
        guard !rows.isEmpty else { return }
        lines += ["", title]
        lines += aligned([headings] + rows, rightAligned: [0, 1, 2], cell: cell)
    }

    /// The window's days on the wall clock of `timeZone`, as a page's title gives them
    /// ("11 – 17 March 2024"); ListenBrainz's windows include their end second, a midnight,
    /// which does not make a day.
    public static func period(_ window: TimeWindow, timeZone identifier: String) -> String {
        guard let days = window.days(on: WallClock(named: identifier)) else { return "no days" }
        return DisplayFormat.span(days)
    }

    /// Pads columns to a common width (by characters; wide CJK glyphs may still drift), each
    /// cell made safe by `cell` first so that the widths are those printed.
    public static func aligned(_ rows: [[String]], rightAligned: Set<Int>, cell: (String) -> String) -> [String] {
        let rows = rows.map { $0.map(cell) }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            let line = row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                if column == row.count - 1 && !rightAligned.contains(column) { return text }
                return rightAligned.contains(column) ? padding + text : text + padding
            }.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
