import ListenModel

extension StatsEngine {
    /// How many places a year's artist chart has, for its climbers, fallers and new entries.
    public static let yearChartSize = 25
    /// How many climbers, fallers, new entries, discoveries and forgotten favourites a review keeps.
    public static let yearMovers = 10
    /// How many tracks the year's discoveries playlist holds at most.
    public static let discoveryPlaylistLength = 50
    /// A discovery is a top discovery when played more than this often in its year.
    public static let topDiscoveryMinimumListens = 3

    /// The year review's comparisons: against the year before, its chart's movers, its top
    /// discoveries and the favourites of earlier years it left out.
    func fillComparisons(_ review: inout YearReview, stats: StatSet, window: TimeWindow, asOf: Int64?) {
        let year = review.year
        review.topDiscoveries = Array(stats.newArtists.filter { $0.listenCount > Self.topDiscoveryMinimumListens }.prefix(Self.yearMovers))
        review.topDiscoveryReleases = Array(
            stats.newReleases.filter { $0.listenCount > Self.topDiscoveryMinimumListens }.prefix(Self.yearMovers))
        review.topDiscoveryRecordings = discoveredRecordings(in: window)
        let startPosition = index.firstPosition(atOrAfter: window.start)
        guard startPosition > 0 else { return }

        let previousFirst = CalendarDay(year: year - 1, month: 1, day: 1)
        // A year in progress has begun some of its months: the year before is taken over as
        // many (its listens, time and new artists alike), not whole.
        var comparedMonths: Int?
        var previousWindow = TimeWindow(start: index.clock.start(of: previousFirst), end: window.start)
        if let asOf, window.contains(asOf) {
            let months = index.clock.day(at: asOf).month
            comparedMonths = months
            previousWindow = TimeWindow(start: previousWindow.start, end: index.clock.start(of: previousFirst.adding(months: months)))
        }
        let tally = WindowTally(index, positions: index.positions(in: window))
        let previousTally = WindowTally(index, positions: index.positions(in: previousWindow))
        let counts = tally.artistCounts(index)
        let previousCounts = previousTally.artistCounts(index)
        let firstHeard = index.entities.artistFirstHeard
        var previousNew = 0
        for artist in previousCounts.indices where previousCounts[artist] > 0 && previousWindow.contains(firstHeard[artist]) {
            previousNew += 1
        }
        review.comparison = YearComparison(
            previousYear: year - 1, listenCount: tally.listenCount, previousListenCount: previousTally.listenCount,
            listeningSeconds: (tally.knownMs + tally.estimatedMs) / 1000,
            previousListeningSeconds: (previousTally.knownMs + previousTally.estimatedMs) / 1000,
            artistCount: counts.nonZeroCount, previousArtistCount: previousCounts.nonZeroCount,
            newArtistCount: stats.newArtistCount, previousNewArtistCount: previousNew, comparedMonths: comparedMonths)
        // The charts' movers compare the whole year before: a rank is a place among that
        // year's artists, whatever part of this year has passed.
        let wholePrevious = comparedMonths == nil
            ? previousCounts
            : WindowTally(index, positions: index.positions(in: TimeWindow(start: previousWindow.start, end: window.start)))
                .artistCounts(index)
        review.rankChanges = rankChanges(counts: counts, previousCounts: wholePrevious)
    }

    /// The review's forgotten favourites, which come from the milestone timeline's charts of
    /// earlier years: filled in apart, so that the rest of a review can be made while the
    /// timeline is.
    func fillForgottenFavourites(_ review: inout YearReview) {
        let first = CalendarDay(year: review.year, month: 1, day: 1)
        let window = TimeWindow(start: index.clock.start(of: first), end: index.clock.start(of: first.adding(months: 12)))
        let startPosition = index.firstPosition(atOrAfter: window.start)
        guard startPosition > 0 else { return }
        let counts = WindowTally(index, positions: index.positions(in: window)).artistCounts(index)
        review.forgottenFavourites = forgottenFavourites(year: review.year, counts: counts, before: startPosition)
    }

    private func rankChanges(counts: [Int32], previousCounts: [Int32]) -> YearRankChanges {
        let size = Self.yearChartSize
        let order = index.order(index.artists, counts)
        let previousOrder = index.order(index.artists, previousCounts)
        let chart = order.top(size)
        let previousChart = previousOrder.top(size)
        func shift(_ id: Int32, rank: Int?, previousRank: Int?) -> ArtistRankShift {
            let artist = index.artist(id, listenCount: 0)
            return ArtistRankShift(
                name: artist.name, mbid: artist.mbid, rank: rank, previousRank: previousRank,
                listenCount: Int(counts[Int(id)]), previousListenCount: Int(previousCounts[Int(id)]))
        }
        var previousRankOf: [Int32: Int] = [:]
        for (offset, id) in previousChart.enumerated() { previousRankOf[id] = offset + 1 }
        var rankOf: [Int32: Int] = [:]
        for (offset, id) in chart.enumerated() { rankOf[id] = offset + 1 }

        var changes = YearRankChanges(chartSize: size)
        for (offset, id) in chart.enumerated() {
            if let previous = previousRankOf[id] {
                if previous > offset + 1 { changes.climbers.append(shift(id, rank: offset + 1, previousRank: previous)) }
            } else {
                changes.newEntries.append(shift(id, rank: offset + 1, previousRank: previousOrder.rank(of: id)))
            }
        }
        for (offset, id) in previousChart.enumerated() where counts[Int(id)] > 0 {
            let rank = rankOf[id] ?? order.rank(of: id)
            if let rank, rank > offset + 1 { changes.fallers.append(shift(id, rank: rank, previousRank: offset + 1)) }
        }
        // Biggest move first; ties by the better rank (this year's for climbers, last year's for fallers).
        changes.climbers.sort { lhs, rhs in
            let (left, right) = ((lhs.previousRank ?? 0) - (lhs.rank ?? 0), (rhs.previousRank ?? 0) - (rhs.rank ?? 0))
            return left != right ? left > right : (lhs.rank ?? 0) < (rhs.rank ?? 0)
        }
        changes.fallers.sort { lhs, rhs in
            let (left, right) = ((lhs.rank ?? 0) - (lhs.previousRank ?? 0), (rhs.rank ?? 0) - (rhs.previousRank ?? 0))
            return left != right ? left > right : (lhs.previousRank ?? 0) < (rhs.previousRank ?? 0)
        }
        changes.climbers = Array(changes.climbers.prefix(Self.yearMovers))
        changes.fallers = Array(changes.fallers.prefix(Self.yearMovers))
        changes.newEntries = Array(changes.newEntries.prefix(Self.yearMovers))
        return changes
    }

    /// Top-ten artists of the years before `year` with no listen in it: best rank first, then
    /// the more recent year.
    private func forgottenFavourites(year: Int, counts: [Int32], before startPosition: Int) -> [ForgottenFavourite] {
        var best: [Int32: (year: Int, rank: Int, count: Int32)] = [:]
        for (chartYear, chart) in milestoneTimeline.yearTopArtists where chartYear < year {
            for (offset, entry) in chart.enumerated() where counts[Int(entry.artist)] == 0 {
                let candidate = (year: chartYear, rank: offset + 1, count: entry.count)
                if let known = best[entry.artist], (known.rank, -known.year) <= (candidate.rank, -candidate.year) { continue }
                best[entry.artist] = candidate
            }
        }
        guard !best.isEmpty else { return [] }
        // Their last listens: one walk back from the year's start, until each is found.
        var lastListened: [Int32: Int64] = [:]
        var position = startPosition - 1
        while position >= 0 && lastListened.count < best.count {
            for artist in index.artistIDs(ofTrack: Int(index.history.trackIndex[position]))
            where best[artist] != nil && lastListened[artist] == nil {
                lastListened[artist] = index.history.listenedAt[position]
            }
            position -= 1
        }
        let order = index.order(index.artists, [Int32](repeating: 0, count: index.artists.count))
        let sorted = best.sorted { lhs, rhs in
            let (left, right) = (lhs.value, rhs.value)
            if left.rank != right.rank { return left.rank < right.rank }
            if left.year != right.year { return left.year > right.year }
            if left.count != right.count { return left.count > right.count }
            return order.precedes(lhs.key, rhs.key)
        }
        return sorted.prefix(Self.yearMovers).map { id, entry in
            let artist = index.artist(id, listenCount: 0)
            return ForgottenFavourite(
                name: artist.name, mbid: artist.mbid, bestYear: entry.year, bestRank: entry.rank,
                listenCount: Int(entry.count), lastListened: lastListened[id] ?? 0)
        }
    }

    /// The tracks of `window` no listen before it played, each played more than
    /// `topDiscoveryMinimumListens` times in it, in top-list order, at most
    /// `discoveryPlaylistLength`.
    func discoveredRecordings(in window: TimeWindow) -> [RecordingCount] {
        let positions = index.positions(in: window)
        let trackRecording = index.entities.trackRecording
        let trackIndex = index.history.trackIndex
        var counts = WindowTally(index, positions: positions).counts(trackRecording, entityCount: index.recordings.count)
        for position in 0..<positions.lowerBound {
            let recording = trackRecording[Int(trackIndex[position])]
            if recording >= 0 { counts[Int(recording)] = 0 }
        }
        for id in counts.indices where counts[id] <= Self.topDiscoveryMinimumListens { counts[id] = 0 }
        return index.order(index.recordings, counts).top(Self.discoveryPlaylistLength).map {
            index.recording($0, listenCount: counts[Int($0)])
        }
    }
}
