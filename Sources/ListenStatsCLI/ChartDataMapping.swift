import Charts
import Foundation
import ListenModel

/// Turns a stored history into the plain inputs of the charts.
///
/// Small on purpose: it counts what the charts need directly from the listen columns until the
/// engine's statistics are wired into the chart command.
struct ChartDataMapping {
    var history: ListenHistory
    var period: ChartPeriod
    var calendar: Calendar
    var user: String

    private var subtitle: String { "\(user) · \(period.name)" }

    /// Positions of the listens inside `window`.
    private func positions(in window: TimeWindow) -> Range<Int> {
        let lower = firstIndex(atOrAfter: window.start)
        let upper = firstIndex(atOrAfter: window.end)
        return lower..<max(lower, upper)
    }

    /// The first listen at or after `time` (binary search: the times are ascending).
    private func firstIndex(atOrAfter time: Int64) -> Int {
        var low = 0
        var high = history.listenedAt.count
        while low < high {
            let middle = (low + high) / 2
            if history.listenedAt[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func activity() -> ActivityChartData {
        let current = ChartPeriod.counts(of: history.listenedAt, starts: period.buckets, end: period.window.end)
        let previous = period.previous.map { ChartPeriod.counts(of: history.listenedAt, starts: period.previousBuckets, end: $0.end) } ?? []
        return ActivityChartData(
            title: "Listening activity", subtitle: user, labels: period.labels, current: current, previous: previous,
            currentName: period.name, previousName: period.previousName)
    }

    /// A top list keyed by `key` (exact text, so NFC and NFD names stay apart).
    func top(title: String, limit: Int, key: (Track) -> (label: String, sublabel: String?)?) -> TopBarsChartData {
        func ranking(_ window: TimeWindow) -> [(label: String, sublabel: String?, count: Int)] {
            var counts: [ExactText: (label: String, sublabel: String?, count: Int)] = [:]
            for position in positions(in: window) {
                guard let entry = key(history.tracks[Int(history.trackIndex[position])]) else { continue }
                let id = ExactText(entry.label + "\u{1F}" + (entry.sublabel ?? ""))
                counts[id, default: (entry.label, entry.sublabel, 0)].count += 1
            }
            return counts.sorted { a, b in a.value.count != b.value.count ? a.value.count > b.value.count : a.key < b.key }.map(\.value)
        }
        let current = ranking(period.window)
        var previousRank: [ExactText: Int] = [:]
        if let previous = period.previous {
            for (rank, entry) in ranking(previous).enumerated() {
                previousRank[ExactText(entry.label + "\u{1F}" + (entry.sublabel ?? ""))] = rank
            }
        }
        let items = current.prefix(limit).enumerated().map { rank, entry in
            let before = previousRank[ExactText(entry.label + "\u{1F}" + (entry.sublabel ?? ""))]
            return TopBarsItem(label: entry.label, sublabel: entry.sublabel, count: entry.count, rankChange: before.map { $0 - rank })
        }
        return TopBarsChartData(title: title, subtitle: subtitle, items: items, showsRankChange: period.previous != nil)
    }

    func hourWeekday() -> HourWeekdayHeatmapData {
        var counts = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        for position in positions(in: period.window) {
            let date = Date(timeIntervalSince1970: TimeInterval(history.listenedAt[position]))
            let parts = calendar.dateComponents([.weekday, .hour], from: date)
            guard let weekday = parts.weekday, let hour = parts.hour else { continue }
            counts[(weekday + 5) % 7][hour] += 1
        }
        return HourWeekdayHeatmapData(title: "When you listen", subtitle: subtitle + " · " + calendar.timeZone.identifier, counts: counts)
    }
}
