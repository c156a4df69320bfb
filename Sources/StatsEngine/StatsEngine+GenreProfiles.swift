import Concurrency
import ListenModel

extension StatsEngine {
    /// The whole history's heaviest genres with at least `minimumListens` listens, at most
    /// `limit` of them, heaviest first, each with its months, years and top `topCount`
    /// artists, albums and tracks; none when the engine has no metadata.
    ///
    /// Ranked and weighed as `musicStats` ranks a report's genres, so a genre's page and the
    /// report of any month agree on its share.
    public func genreProfiles(limit: Int, minimumListens: Int, topCount: Int = 10) -> [GenreProfile] {
        let history = index.history
        guard let music, !history.isEmpty, limit > 0 else { return [] }
        let all = WindowTally(index, positions: 0..<history.count)
        let (genreStart, genreIDs, genreWeights) = (music.genreStart, music.genreIDs, music.genreWeights)

        // Each genre's weight and listens over the history, from the per-track counts.
        var weight = [Int](repeating: 0, count: music.genreNames.count)
        var listens = [Int](repeating: 0, count: music.genreNames.count)
        for (track, count) in all.trackCounts.enumerated() where count > 0 {
            let recording = Int(music.trackRecording[track])
            guard recording >= 0 else { continue }
            for tag in Int(genreStart[recording])..<Int(genreStart[recording + 1]) {
                weight[Int(genreIDs[tag])] += Int(count) * Int(genreWeights[tag])
                listens[Int(genreIDs[tag])] += Int(count)
            }
        }
        let totalWeight = max(weight.reduce(0, +), 1)
        let ranked = weight.indices.filter { weight[$0] > 0 }.sorted {
            weight[$0] != weight[$1] ? weight[$0] > weight[$1] : music.genreNames[$0] < music.genreNames[$1]
        }
        let selected = Array(ranked.filter { listens[$0] >= minimumListens }.prefix(limit))
        guard !selected.isEmpty, let firstDay = index.listeningDays.min(), let lastDay = index.listeningDays.max() else { return [] }
        var slot = [Int](repeating: -1, count: music.genreNames.count)
        for (position, genre) in selected.enumerated() { slot[genre] = position }
        let rankOf = Dictionary(uniqueKeysWithValues: ranked.enumerated().map { ($1, $0 + 1) })

        // Month by month: each selected genre's listens and weight, and every genre's weight.
        let first = CalendarDay(dayNumber: Int(firstDay))
        let last = CalendarDay(dayNumber: Int(lastDay))
        let firstMonth = first.year * 12 + first.month - 1
        let monthCount = last.year * 12 + last.month - firstMonth
        var monthListens = [Int](repeating: 0, count: selected.count * monthCount)
        var monthWeights = [Int](repeating: 0, count: selected.count * monthCount)
        var monthTotals = [Int](repeating: 0, count: monthCount)
        var currentDay = Int32.min
        var month = 0
        for position in 0..<history.count {
            let day = index.dayNumber[position]
            if day != currentDay {
                currentDay = day
                let calendarDay = CalendarDay(dayNumber: Int(day))
                month = calendarDay.year * 12 + calendarDay.month - 1 - firstMonth
            }
            let recording = Int(music.trackRecording[Int(history.trackIndex[position])])
            guard recording >= 0 else { continue }
            for tag in Int(genreStart[recording])..<Int(genreStart[recording + 1]) {
                let tagWeight = Int(genreWeights[tag])
                monthTotals[month] += tagWeight
                let genre = slot[Int(genreIDs[tag])]
                guard genre >= 0 else { continue }
                monthListens[genre * monthCount + month] += 1
                monthWeights[genre * monthCount + month] += tagWeight
            }
        }

        // The tracks of each selected genre, for its top lists.
        var genreTracks = [[Int32]](repeating: [], count: selected.count)
        for (track, count) in all.trackCounts.enumerated() where count > 0 {
            let recording = Int(music.trackRecording[track])
            guard recording >= 0 else { continue }
            for tag in Int(genreStart[recording])..<Int(genreStart[recording + 1]) where slot[Int(genreIDs[tag])] >= 0 {
                genreTracks[slot[Int(genreIDs[tag])]].append(Int32(track))
            }
        }
        let trackCounts = all.trackCounts
        let lists = Concurrently.map(genreTracks) { [self] tracks in
            topLists(ofTracks: tracks, counts: trackCounts, topCount: topCount)
        }

        return selected.enumerated().map { genre, id in
            let cells = (genre * monthCount)..<((genre + 1) * monthCount)
            let months = cells.map { cell in
                let offset = cell - genre * monthCount
                return GenreProfile.Period(
                    year: (firstMonth + offset) / 12, month: (firstMonth + offset) % 12 + 1, listenCount: monthListens[cell],
                    share: monthTotals[offset] == 0 ? 0 : Self.rounded(Double(monthWeights[cell]) / Double(monthTotals[offset])))
            }
            var yearSums: [(year: Int, listens: Int, weight: Int, total: Int)] = []
            for (offset, cell) in cells.enumerated() {
                let year = (firstMonth + offset) / 12
                if yearSums.last?.year != year { yearSums.append((year, 0, 0, 0)) }
                yearSums[yearSums.count - 1].listens += monthListens[cell]
                yearSums[yearSums.count - 1].weight += monthWeights[cell]
                yearSums[yearSums.count - 1].total += monthTotals[offset]
            }
            let years = yearSums.map { sum in
                GenreProfile.Period(
                    year: sum.year, month: 0, listenCount: sum.listens,
                    share: sum.total == 0 ? 0 : Self.rounded(Double(sum.weight) / Double(sum.total)))
            }
            return GenreProfile(
                genre: music.genreNames[id], rank: rankOf[id] ?? 0, rankedCount: ranked.count, listenCount: listens[id],
                share: Self.rounded(Double(weight[id]) / Double(totalWeight)), months: months, years: years,
                topArtists: lists[genre].artists, topAlbums: lists[genre].albums, topTracks: lists[genre].tracks)
        }
    }

    /// The top artists, albums and tracks of the listens of `tracks`, counted `counts` (per
    /// track), in ListenBrainz's order; only the entities those tracks touch are ordered.
    private func topLists(ofTracks tracks: [Int32], counts: [Int32], topCount: Int) -> (
        artists: [ArtistCount], albums: [ReleaseCount], tracks: [RecordingCount]
    ) {
        let entities = index.entities
        var artistCounts: [Int32: Int32] = [:]
        var releaseCounts: [Int32: Int32] = [:]
        var recordingCounts: [Int32: Int32] = [:]
        for track in tracks {
            let count = counts[Int(track)]
            for slot in Int(entities.artistStart[Int(track)])..<Int(entities.artistEnd[Int(track)]) {
                artistCounts[entities.trackArtists[slot], default: 0] += count
            }
            let release = entities.trackRelease[Int(track)]
            if release >= 0 { releaseCounts[release, default: 0] += count }
            let recording = entities.trackRecording[Int(track)]
            if recording >= 0 { recordingCounts[recording, default: 0] += count }
        }
        func top(_ table: EntityTable, _ tally: [Int32: Int32]) -> [(id: Int32, count: Int32)] {
            // The order reads counts by id: a dense column for the few ids of this genre.
            var dense = [Int32](repeating: 0, count: table.count)
            for (id, count) in tally { dense[Int(id)] = count }
            return index.order(table, dense).first(topCount, of: tally.keys.sorted()).map { ($0, dense[Int($0)]) }
        }
        return (
            top(index.artists, artistCounts).map { index.artist($0.id, listenCount: $0.count) },
            top(index.releases, releaseCounts).map { index.release($0.id, listenCount: $0.count) },
            top(index.recordings, recordingCounts).map { index.recording($0.id, listenCount: $0.count) }
        )
    }
}
