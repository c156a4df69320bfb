import ListenModel

extension StatsEngine {
    /// How many years back a weekly report recalls what was played.
    public static let recalledYears: Set<Int> = [1, 5]
    /// Discovery anniversaries name artists played more than this often by the week's end.
    static let anniversaryMinimumListens: Int32 = 3
    static let onThisDayEntries = 3

    /// For a range of at most a week: the same calendar days one and five years before (what
    /// was played), and each earlier year's discoveries of those days. Empty for longer ranges.
    func onThisDay(_ range: ResolvedRange) -> [OnThisDay] {
        let dayCount = range.lastDay.dayNumber - range.firstDay.dayNumber + 1
        guard (1...7).contains(dayCount), let firstListen = index.history.listenedAt.first else { return [] }
        let clock = index.clock
        let end = min(range.window.end, range.asOf + 1)
        // Listens per artist up to the week's end, for the anniversaries' counts: made once.
        var artistTotals: [Int32]?
        var entries: [OnThisDay] = []
        var yearsAgo = 1
        while true {
            // The same dates, with 29 February as the 28th in a year without it.
            let first = range.firstDay.adding(months: -12 * yearsAgo)
            let last = range.lastDay.adding(months: -12 * yearsAgo)
            let window = clock.window(from: first, to: last.adding(days: 1))
            if window.end <= firstListen || first.year < RangeResolver.supportedYears.lowerBound { break }
            var entry = OnThisDay(yearsAgo: yearsAgo, firstDay: first, lastDay: last)
            if Self.recalledYears.contains(yearsAgo) {
                let tally = WindowTally(index, positions: index.positions(in: window))
                let artistCounts = tally.artistCounts(index)
                let recordingCounts = tally.counts(index.entities.trackRecording, entityCount: index.recordings.count)
                entry.listenCount = tally.listenCount
                entry.topArtists = index.order(index.artists, artistCounts).top(Self.onThisDayEntries).map {
                    index.artist($0, listenCount: artistCounts[Int($0)])
                }
                entry.topRecordings = index.order(index.recordings, recordingCounts).top(Self.onThisDayEntries).map {
                    index.recording($0, listenCount: recordingCounts[Int($0)])
                }
            }
            let firstHeard = index.entities.artistFirstHeard
            var discovered = [Int32](repeating: 0, count: 0)
            for artist in firstHeard.indices where window.contains(firstHeard[artist]) { discovered.append(Int32(artist)) }
            if !discovered.isEmpty {
                let totals = artistTotals ?? artistCounts(before: end)
                artistTotals = totals
                var counts = [Int32](repeating: 0, count: index.artists.count)
                for artist in discovered where totals[Int(artist)] > Self.anniversaryMinimumListens {
                    counts[Int(artist)] = totals[Int(artist)]
                }
                entry.discoveries = index.order(index.artists, counts).top(Self.onThisDayEntries).map {
                    index.artist($0, listenCount: counts[Int($0)])
                }
            }
            if entry.listenCount > 0 || !entry.discoveries.isEmpty { entries.append(entry) }
            yearsAgo += 1
        }
        return entries
    }

    /// Listens per artist before `end`. Counted from the nearer end of the history: a week in
    /// the second half (the feed's, most of a site's) takes its few later listens off every
    /// artist's total instead of counting all the years before it, once per week.
    func artistCounts(before end: Int64) -> [Int32] {
        let endPosition = index.firstPosition(atOrAfter: end)
        let total = index.firstPosition(atOrAfter: .max)
        guard endPosition > total / 2 else { return WindowTally(index, positions: 0..<endPosition).artistCounts(index) }
        var counts = artistTotalsCache.value { WindowTally(index, positions: 0..<total).artistCounts(index) }
        let later = WindowTally(index, positions: endPosition..<total).artistCounts(index)
        for (artist, count) in later.enumerated() where count > 0 { counts[artist] -= count }
        return counts
    }
}
