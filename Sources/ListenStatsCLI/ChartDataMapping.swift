import ChartKit
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
        /// The grouping identity: label and sublabel as exact scalars, joined by a separator no name holds.
        func identity(_ label: String, _ sublabel: String?) -> ExactText {
            ExactText(label + "\u{1F}" + (sublabel ?? ""))
        }
        func ranking(_ window: TimeWindow) -> [(id: ExactText, label: String, sublabel: String?, count: Int)] {
            var counts: [ExactText: (id: ExactText, label: String, sublabel: String?, count: Int)] = [:]
            for position in positions(in: window) {
                guard let entry = key(history.tracks[Int(history.trackIndex[position])]) else { continue }
                let id = identity(entry.label, entry.sublabel)
                counts[id, default: (id, entry.label, entry.sublabel, 0)].count += 1
            }
            return counts.values.sorted { a, b in a.count != b.count ? a.count > b.count : a.id < b.id }
        }
        var previousRank: [ExactText: Int] = [:]
        if let previous = period.previous {
            for (rank, entry) in ranking(previous).enumerated() { previousRank[entry.id] = rank }
        }
        let items = ranking(period.window).prefix(limit).enumerated().map { rank, entry in
            TopBarsItem(label: entry.label, sublabel: entry.sublabel, count: entry.count, rankChange: previousRank[entry.id].map { $0 - rank })
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

    /// Listens per listen position's track key, for one window, ranked (count, then exact text).
    private func ranked(_ window: TimeWindow, key: (Track) -> String?) -> [(name: String, count: Int)] {
        var counts: [ExactText: Int] = [:]
        for position in positions(in: window) {
            guard let name = key(history.tracks[Int(history.trackIndex[position])]) else { continue }
            counts[ExactText(name), default: 0] += 1
        }
        return counts.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.map { ($0.key.value, $0.value) }
    }

    /// The calendar year the period ends in (the year itself for year ranges).
    private var year: Int {
        calendar.component(.year, from: Date(timeIntervalSince1970: TimeInterval(max(period.window.start, period.window.end - 1))))
    }

    private var yearWindow: TimeWindow {
        var start = DateComponents()
        start.year = year
        start.month = 1
        start.day = 1
        let from = calendar.date(from: start) ?? Date(timeIntervalSince1970: 0)
        let to = calendar.date(byAdding: .year, value: 1, to: from) ?? from
        return TimeWindow(start: Int64(from.timeIntervalSince1970), end: Int64(to.timeIntervalSince1970))
    }

    func calendarHeatmap() -> CalendarHeatmapData {
        let window = yearWindow
        var counts = Array(repeating: 0, count: 366)
        for position in positions(in: window) {
            let date = Date(timeIntervalSince1970: TimeInterval(history.listenedAt[position]))
            if let day = calendar.ordinality(of: .day, in: .year, for: date), day >= 1, day <= 366 { counts[day - 1] += 1 }
        }
        return CalendarHeatmapData(title: "\(year), day by day", year: year, dailyCounts: counts)
    }

    func evolution() -> ArtistEvolutionData {
        let top = ranked(period.window) { $0.artistName }.prefix(6).map(\.name)
        let series = top.map { name -> NamedSeries in
            var starts: [Int64] = []
            for position in positions(in: period.window) where history.tracks[Int(history.trackIndex[position])].artistName.unicodeScalars.elementsEqual(name.unicodeScalars) {
                starts.append(history.listenedAt[position])
            }
            return NamedSeries(name: name, values: ChartPeriod.counts(of: starts, starts: period.buckets, end: period.window.end).map { $0 })
        }
        return ArtistEvolutionData(title: "How your top artists changed", subtitle: subtitle, periodLabels: period.labels, series: series)
    }

    func bump() -> RankBumpData {
        let depth = 8
        let top = ranked(period.window) { $0.artistName }.prefix(depth).map(\.name)
        var ranks = Array(repeating: [Int?](), count: top.count)
        for (index, start) in period.buckets.enumerated() {
            let end = index + 1 < period.buckets.count ? period.buckets[index + 1] : period.window.end
            let order = ranked(TimeWindow(start: start, end: end)) { $0.artistName }.map(\.name)
            for (artist, name) in top.enumerated() {
                let rank = order.firstIndex { $0.unicodeScalars.elementsEqual(name.unicodeScalars) }
                ranks[artist].append(rank.flatMap { $0 < depth ? $0 + 1 : nil })
            }
        }
        return RankBumpData(
            title: "Rank of your top artists", subtitle: subtitle, periodLabels: period.labels,
            series: top.enumerated().map { NamedSeries(name: $1, values: ranks[$0]) }, depth: depth)
    }

    func cards() -> StatCardsData {
        let range = positions(in: period.window)
        let previousCount = period.previous.map { positions(in: $0).count } ?? 0
        var knownMs: Int64 = 0
        var estimated = 0
        var artists = Set<ExactText>()
        for position in range {
            let duration = history.durationMs[position]
            if duration >= 0 { knownMs += Int64(duration) } else { estimated += 1 }
            artists.insert(ExactText(history.tracks[Int(history.trackIndex[position])].artistName))
        }
        // Artists never heard before this window.
        var heardBefore = Set<ExactText>()
        for position in 0..<range.lowerBound { heardBefore.insert(ExactText(history.tracks[Int(history.trackIndex[position])].artistName)) }
        let discoveries = artists.subtracting(heardBefore).count
        // Listens without a duration count as 3.5 minutes, a typical track; the card says how much was estimated.
        let estimatedMs = Int64(estimated) * 210_000
        let change = NumberFormat.percentChange(from: previousCount, to: range.count)
        let days = Set(range.map { calendar.startOfDay(for: Date(timeIntervalSince1970: TimeInterval(history.listenedAt[$0]))) }).sorted()
        var streak = 0
        var run = 0
        var previousDay: Date?
        for day in days {
            run = previousDay.map { calendar.date(byAdding: .day, value: 1, to: $0) == day } == true ? run + 1 : 1
            streak = max(streak, run)
            previousDay = day
        }
        return StatCardsData(title: "Your listening in numbers", subtitle: subtitle, cards: [
            StatCard(value: NumberFormat.grouped(range.count), label: "Listens", note: change.map { "\($0) on \(period.previousName.lowercased())" },
                     trend: range.count > previousCount ? .rise : range.count < previousCount ? .fall : .neutral),
            StatCard(value: NumberFormat.duration(milliseconds: knownMs + estimatedMs), label: "Listening time",
                     note: estimated > 0 ? "\(NumberFormat.duration(milliseconds: estimatedMs)) estimated" : "all durations known"),
            StatCard(value: NumberFormat.grouped(artists.count), label: "Artists"),
            StatCard(value: NumberFormat.grouped(discoveries), label: "New discoveries", note: "artists first heard in this period"),
            StatCard(value: streak == 1 ? "1 day" : "\(streak) days", label: "Longest streak"),
            StatCard(value: NumberFormat.grouped(days.count), label: "Active days"),
        ])
    }

    func clock() -> ListeningClockData {
        let grid = hourWeekday().counts
        return ListeningClockData(title: "Your listening clock", subtitle: subtitle + " · " + calendar.timeZone.identifier,
                                  hourCounts: (0..<24).map { hour in grid.reduce(0) { $0 + $1[hour] } })
    }

    /// Top releases as tiles; a cover is used when `coverDirectory` holds `<release MBID>.png`.
    func albumTiles(limit: Int, coverDirectory: String?) -> [AlbumTile] {
        var counts: [ExactText: (release: String, artist: String, mbid: String?, count: Int)] = [:]
        for position in positions(in: period.window) {
            let track = history.tracks[Int(history.trackIndex[position])]
            guard let release = track.releaseName else { continue }
            let key = ExactText(release + "\u{1F}" + track.artistName)
            counts[key, default: (release, track.artistName, track.mapping?.caaReleaseMBID ?? track.mapping?.releaseMBID, 0)].count += 1
        }
        let sorted = counts.sorted { a, b in a.value.count != b.value.count ? a.value.count > b.value.count : a.key < b.key }
        return sorted.prefix(limit).map { entry in
            let cover = coverDirectory.flatMap { directory in entry.value.mbid.map { "\(directory)/\($0).png" } }
            return AlbumTile(release: entry.value.release, artist: entry.value.artist, listenCount: entry.value.count, coverFile: cover)
        }
    }

    func poster(coverDirectory: String?) -> YearPosterData {
        let cards = cards().cards
        return YearPosterData(
            year: year, userName: user, cards: cards,
            topArtists: top(title: "", limit: 5) { ($0.artistName, nil) }.items,
            topAlbums: albumTiles(limit: 5, coverDirectory: coverDirectory), calendar: calendarHeatmap())
    }
}
