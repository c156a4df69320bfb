import Foundation
import ListenModel

/// The human form of `listenstats stats`: a summary, then aligned top lists and activity.
enum StatsTable {
    static func text(_ output: StatsOutput) -> String {
        let stats = output.stats
        var lines: [String] = []
        lines.append("\(TerminalText.escaped(output.user)) · \(stats.rangeName) · \(period(stats.window, timeZone: stats.timeZone)) · \(stats.timeZone)")
        lines.append("")
        let hours = Double(stats.listeningMs) / 3_600_000
        let summary: [(String, String)] = [
            ("listens", "\(stats.listenCount) (previous period \(stats.previousListenCount))"),
            ("artists", "\(stats.artistCount) (\(stats.newArtistCount) new)"),
            ("releases", "\(stats.releaseCount) (\(stats.newReleaseCount) new)"),
            ("release groups", "\(stats.releaseGroupCount)"),
            ("recordings", "\(stats.recordingCount)"),
            ("listening time", String(format: "%.1f h (%d listens estimated at 3 min)", hours, stats.estimatedListenCount)),
            ("activity change", stats.activityChangePercent.map { String(format: "%+.1f %%", $0) } ?? "n/a"),
            ("longest streak", stats.streaks.longest.map { "\(days($0.dayCount)) from \($0.first)" } ?? "none"),
            (stats.endedBeforeAsOf ? "streak at end" : "current streak", stats.streaks.current.map { days($0.dayCount) } ?? "none"),
            ("sessions", "\(stats.sessions.sessionCount)"),
        ]
        lines += aligned(summary.map { [$0.0, $0.1] }, rightAligned: [])

        section("Top artists", stats.topArtists.enumerated().map { rank, artist in
            [String(rank + 1), String(artist.listenCount), percent(stats.share(of: artist.listenCount)), artist.name]
        }, into: &lines)
        section("Top releases", stats.topReleases.enumerated().map { rank, release in
            [String(rank + 1), String(release.listenCount), percent(stats.share(of: release.listenCount)), "\(release.name) — \(release.artistName)"]
        }, into: &lines)
        section("Top recordings", stats.topRecordings.enumerated().map { rank, recording in
            [String(rank + 1), String(recording.listenCount), percent(stats.share(of: recording.listenCount)), "\(recording.trackName) — \(recording.artistName)"]
        }, into: &lines)
        section(
            "Top artists by listening time",
            stats.topArtistsByTime.enumerated().map { rank, artist in
                [String(rank + 1), String(format: "%.1f h", Double(artist.listeningMs) / 3_600_000), String(artist.listenCount), artist.name]
            }, headings: ["#", "time", "listens", ""], into: &lines)
        // The genres as the reports weigh them: each one's share of the period's genre votes.
        section(
            "Top genres",
            (stats.music?.topGenres ?? []).enumerated().map { rank, genre in
                [String(rank + 1), String(genre.listenCount), percent(genre.share), genre.genre]
            }, headings: ["#", "listens", "of votes", ""], into: &lines)
        // The site pairs buckets by index: Monday with Monday, the 3rd with the 3rd.
        let pairs = (0..<max(stats.activity.count, stats.previousActivity.count)).map { index in
            let current = index < stats.activity.count ? stats.activity[index] : nil
            let previous = index < stats.previousActivity.count ? stats.previousActivity[index] : nil
            return [
                current?.timeRange ?? "", current.map { String($0.listenCount) } ?? "",
                previous?.timeRange ?? "", previous.map { String($0.listenCount) } ?? "",
            ]
        }
        if !pairs.isEmpty {
            lines += ["", "Activity"]
            lines += aligned([["this period", "listens", "previous period", "listens"]] + pairs, rightAligned: [1, 3])
        }
        return lines.joined(separator: "\n")
    }

    private static func section(
        _ title: String, _ rows: [[String]], headings: [String] = ["#", "listens", "share", ""], into lines: inout [String]
    ) {
        guard !rows.isEmpty else { return }
        lines += ["", title]
        lines += aligned([headings] + rows, rightAligned: [0, 1, 2])
    }

    /// The first and last day of `window` on the wall clock of `timeZone`. ListenBrainz's
    /// windows include their end second, a midnight: that second does not make a day.
    static func period(_ window: TimeWindow, timeZone identifier: String) -> String {
        let clock = WallClock(named: identifier)
        guard let days = window.days(on: clock) else { return "empty" }
        return "\(days.first) – \(days.last)"
    }

    private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    private static func percent(_ share: Double) -> String { String(format: "%.1f %%", share * 100) }

    /// Pads columns to a common width (by characters; wide CJK glyphs may still drift).
    static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let rows = rows.map { $0.map(TerminalText.escaped) }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == row.count - 1 && !rightAligned.contains(column) { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
