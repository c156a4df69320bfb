import ListenModel

extension StatsEngine {
    /// How many genres `MusicStats.genreHours` follows through the day.
    static let genreHourCount = 8
    /// How many genres `MusicStats.genreActivity` follows through the range.
    static let genreActivityCount = 6

    /// `genres` (the range's top ones, heaviest first) in each of `buckets` (the range's
    /// activity): each one's listens, and its share of the bucket's genre votes.
    func genreActivity(_ genres: [GenreShare], buckets: [ActivityBucket]) -> [MusicStats.GenreSeries] {
        guard let music, !genres.isEmpty, !buckets.isEmpty else { return [] }
        let followed = Array(genres.prefix(Self.genreActivityCount).map(\.genre))
        var slot = [Int](repeating: -1, count: music.genreNames.count)
        for (position, genre) in followed.enumerated() {
            if let id = music.genreNames.firstIndex(of: genre) { slot[id] = position }
        }
        let trackIndex = index.history.trackIndex
        // Flat arrays, genre by genre, as `artistEvolution` keeps its counts.
        var listens = [Int](repeating: 0, count: followed.count * buckets.count)
        var weights = [Int](repeating: 0, count: followed.count * buckets.count)
        var totals = [Int](repeating: 0, count: buckets.count)
        for (bucket, range) in buckets.enumerated() {
            for position in index.firstPosition(atOrAfter: range.fromTS)..<index.firstPosition(atOrAfter: range.toTS + 1) {
                let recording = Int(music.trackRecording[Int(trackIndex[position])])
                guard recording >= 0 else { continue }
                for tag in Int(music.genreStart[recording])..<Int(music.genreStart[recording + 1]) {
                    let weight = Int(music.genreWeights[tag])
                    totals[bucket] += weight
                    let genre = slot[Int(music.genreIDs[tag])]
                    guard genre >= 0 else { continue }
                    listens[genre * buckets.count + bucket] += 1
                    weights[genre * buckets.count + bucket] += weight
                }
            }
        }
        return followed.enumerated().map { genre, name in
            let cells = (genre * buckets.count)..<((genre + 1) * buckets.count)
            return MusicStats.GenreSeries(
                genre: name, listenCounts: Array(listens[cells]),
                shares: zip(weights[cells], totals).map { weight, total in total == 0 ? 0 : Self.rounded(Double(weight) / Double(total)) })
        }
    }

    /// What `range`'s listens (at `positions`) say about the music: the window's counts, made
    /// once per window whatever the top-list length (`musicCache`), and the series through the
    /// range's buckets. Every music statistic of a `StatSet` is filled here.
    func musicStats(_ positions: Range<Int>, range: ResolvedRange, topCount: Int) -> MusicStats? {
        musicCache.value(positions, topCount: topCount) { musicStats(positions, topCount: .max) }.map { music in
            var music = music
            music.genreActivity = genreActivity(music.topGenres, buckets: range.activityBuckets)
            music.genreMonths = genreMonths(music.topGenres, positions: positions)
            return music
        }
    }

    /// `genres` month by month on the listener's wall clock, from the month of the first listen
    /// at `positions` to that of the last (months between without listens count, with no
    /// votes); nothing for fewer than three months, which make no shape.
    func genreMonths(_ genres: [GenreShare], positions: Range<Int>) -> MusicStats.GenreMonths {
        guard let firstPosition = positions.first, let lastPosition = positions.last else { return MusicStats.GenreMonths() }
        let first = index.clock.day(at: index.history.listenedAt[firstPosition]).firstOfMonth
        let last = index.clock.day(at: index.history.listenedAt[lastPosition]).firstOfMonth
        let months = RangeResolver.buckets(from: first, until: { $0 <= last }, .month, .month, index.clock)
        guard months.count >= 3 else { return MusicStats.GenreMonths() }
        let monthIDs = (0..<months.count).map { offset in
            let month = first.adding(months: offset)
            return "\(month.year)-" + (month.month < 10 ? "0\(month.month)" : "\(month.month)")
        }
        return MusicStats.GenreMonths(months: monthIDs, series: genreActivity(genres, buckets: months))
    }

    /// Genres, release years and artist countries of the listens at `positions`; nil when the
    /// engine has no metadata, so a history without any costs nothing.
    func musicStats(_ positions: Range<Int>, topCount: Int) -> MusicStats? {
        guard let music else { return nil }
        let history = index.history
        var stats = MusicStats()
        stats.listenCount = positions.count
        var yearCounts = [Int](repeating: 0, count: 10_000)
        var genreWeight = [Int](repeating: 0, count: music.genreNames.count)
        var genreListens = [Int](repeating: 0, count: music.genreNames.count)
        var genreHour = [Int](repeating: 0, count: music.genreNames.count * 24)
        var artistListens = [Int](repeating: 0, count: music.artistCountry.count)
        var countryListens = [Int](repeating: 0, count: music.countryCodes.count)
        for position in positions {
            let track = Int(history.trackIndex[position])
            let recording = Int(music.trackRecording[track])
            guard recording >= 0 else {
                if !history.tracks.entries[track].isMapped { stats.unmappedListenCount += 1 }
                continue
            }
            stats.listensWithMetadata += 1
            let year = Int(music.releaseYear[recording])
            if year > 0 { yearCounts[year] += 1 }
            let genres = Int(music.genreStart[recording])..<Int(music.genreStart[recording + 1])
            if !genres.isEmpty {
                stats.listensWithGenre += 1
                let hour = Int(index.secondOfDay[position]) / 3600
                for slot in genres {
                    let genre = Int(music.genreIDs[slot])
                    genreWeight[genre] += Int(music.genreWeights[slot])
                    genreListens[genre] += 1
                    genreHour[genre * 24 + hour] += 1
                }
            }
            var hasCountry = false
            var hasOtherArea = false
            for slot in Int(music.artistStart[recording])..<Int(music.artistStart[recording + 1]) {
                let artist = Int(music.artistIDs[slot])
                artistListens[artist] += 1
                let country = Int(music.artistCountry[artist])
                if country >= 0 {
                    countryListens[country] += 1
                    hasCountry = true
                } else if country == -2 {
                    hasOtherArea = true
                }
            }
            if hasCountry {
                stats.listensWithCountry += 1
            } else if hasOtherArea {
                stats.listensWithNonCountryArea += 1
            }
        }

        // Genres: heaviest first, ties by name, so the order never depends on the history's.
        let totalWeight = genreWeight.reduce(0, +)
        let ranked = genreWeight.indices.filter { genreWeight[$0] > 0 }.sorted {
            genreWeight[$0] != genreWeight[$1] ? genreWeight[$0] > genreWeight[$1] : music.genreNames[$0] < music.genreNames[$1]
        }
        stats.topGenres = ranked.prefix(topCount).map { genre in
            GenreShare(
                genre: music.genreNames[genre], weight: genreWeight[genre], listenCount: genreListens[genre],
                share: Self.rounded(Double(genreWeight[genre]) / Double(max(totalWeight, 1))))
        }
        stats.genreHours = ranked.prefix(Self.genreHourCount).flatMap { genre in
            (0..<24).compactMap { hour in
                let count = genreHour[genre * 24 + hour]
                return count > 0 ? GenreHourCount(genre: music.genreNames[genre], hour: hour, listenCount: count) : nil
            }
        }

        var decades: [Int: Int] = [:]
        for year in yearCounts.indices where yearCounts[year] > 0 {
            stats.releaseYears.append(YearListenCount(year: year, listenCount: yearCounts[year]))
            decades[year / 10 * 10, default: 0] += yearCounts[year]
        }
        stats.releaseDecades = decades.sorted { $0.key < $1.key }.map { YearListenCount(year: $0.key, listenCount: $0.value) }
        stats.listensWithReleaseYear = stats.releaseYears.reduce(0) { $0 + $1.listenCount }
        stats.medianReleaseYear = Self.medianYear(stats.releaseYears)

        var countryArtists = [Int](repeating: 0, count: music.countryCodes.count)
        for artist in artistListens.indices where artistListens[artist] > 0 {
            let country = Int(music.artistCountry[artist])
            if country >= 0 { countryArtists[country] += 1 }
        }
        stats.artistCountries = countryListens.indices.filter { countryListens[$0] > 0 }
            .map { ArtistMapEntry(country: music.countryCodes[$0], artistCount: countryArtists[$0], listenCount: countryListens[$0]) }
            .sorted { $0.listenCount != $1.listenCount ? $0.listenCount > $1.listenCount : $0.country < $1.country }
        return stats
    }

    /// The lower median of listens by release year: the year of the ⌈n/2⌉-th listen when
    /// they are ordered by release year.
    static func medianYear(_ years: [YearListenCount]) -> Int? {
        let total = years.reduce(0) { $0 + $1.listenCount }
        guard total > 0 else { return nil }
        let middle = (total - 1) / 2
        var seen = 0
        for entry in years {
            seen += entry.listenCount
            if seen > middle { return entry.year }
        }
        return years.last?.year
    }

    /// A share to four decimals, so JSON output does not carry floating-point noise.
    static func rounded(_ share: Double) -> Double { (share * 10_000).rounded() / 10_000 }
}
