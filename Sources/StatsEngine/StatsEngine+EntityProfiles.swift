import ListenModel

extension StatsEngine {
    /// How many tracks and albums an entity page lists.
    public static let entityListCount = 10
    /// How often a track must follow another in a session to be listed as played next.
    public static let playedNextMinimum: Int32 = 2

    /// The profile of every artist, album and track `selection` picks, ordered by kind, then
    /// all-time rank.
    ///
    /// One pass over the listens fills every selected entity's numbers at once (a history can
    /// have 185,000 tracks; a pass per entity would not finish); the selection's top lists
    /// cost only their windows' listens. Entities group exactly as the top lists group them,
    /// and every day, month and year is the engine's wall clock.
    public func entityProfiles(_ selection: EntitySelection) -> [EntityProfile] {
        let history = index.history
        guard !history.isEmpty else { return [] }
        let entities = index.entities
        let all = WindowTally(index, positions: 0..<history.count)
        let artistCounts = all.artistCounts(index)
        let releaseCounts = all.counts(entities.trackRelease, entityCount: index.releases.count)
        let recordingCounts = all.counts(entities.trackRecording, entityCount: index.recordings.count)

        let (artistSlots, releaseSlots, recordingSlots) = selectedSlots(
            selection, artistCounts: artistCounts, releaseCounts: releaseCounts, recordingCounts: recordingCounts)
        var artists = [EntityAccumulator](repeating: EntityAccumulator(), count: artistSlots.selected.count)
        var releases = [EntityAccumulator](repeating: EntityAccumulator(), count: releaseSlots.selected.count)
        var recordings = [EntityAccumulator](repeating: EntityAccumulator(), count: recordingSlots.selected.count)
        var yearCounters: [Int: EntityCounter] = [:]
        // The current year's artist counts, out of the dictionary while its listens pass.
        var counter = EntityCounter(entityCount: index.artists.count)
        var counterYear = Int.min

        var cachedDay = Int32.min
        var monthKey = 0
        var year = 0
        for position in 0..<history.count {
            let track = Int(history.trackIndex[position])
            let time = history.listenedAt[position]
            let duration = history.durationMs[position]
            let day = index.dayNumber[position]
            if day != cachedDay {
                cachedDay = day
                let calendarDay = CalendarDay(dayNumber: Int(day))
                year = calendarDay.year
                monthKey = calendarDay.year * 12 + calendarDay.month - 1
            }
            let release = entities.trackRelease[track]
            let recording = entities.trackRecording[track]
            if year != counterYear {
                yearCounters[counterYear] = counter
                counter = yearCounters.removeValue(forKey: year) ?? EntityCounter(entityCount: index.artists.count)
                counterYear = year
            }
            for artist in index.artistIDs(ofTrack: track) {
                counter.add(artist)
                let slot = artistSlots.slot[Int(artist)]
                guard slot >= 0 else { continue }
                artists[Int(slot)].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
                if recording >= 0 { artists[Int(slot)].recordings[recording, default: 0] += 1 }
                if release >= 0 { artists[Int(slot)].releases[release, default: 0] += 1 }
            }
            if release >= 0, releaseSlots.slot[Int(release)] >= 0 {
                let slot = Int(releaseSlots.slot[Int(release)])
                releases[slot].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
                if recording >= 0 { releases[slot].recordings[recording, default: 0] += 1 }
            }
            if recording >= 0, recordingSlots.slot[Int(recording)] >= 0 {
                let slot = Int(recordingSlots.slot[Int(recording)])
                recordings[slot].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
                // The next listen, when it is in the same session and another recording.
                if position + 1 < history.count, history.listenedAt[position + 1] - time <= Self.sessionGapSeconds {
                    let following = entities.trackRecording[Int(history.trackIndex[position + 1])]
                    if following >= 0, following != recording { recordings[slot].next[following, default: 0] += 1 }
                }
            }
        }

        yearCounters[counterYear] = counter
        yearCounters[Int.min] = nil
        let texts = history.tracks.texts
        var yearRanks: [Int: [Int32: Int]] = [:]
        for (year, counter) in yearCounters {
            var ranks: [Int32: Int] = [:]
            for (offset, id) in counter.ordered(index.artists, texts: texts, limit: nil).enumerated()
            where artistSlots.slot[Int(id)] >= 0 {
                ranks[id] = offset + 1
            }
            yearRanks[year] = ranks
        }
        let years = (yearCounters.keys.min() ?? 0)...(yearCounters.keys.max() ?? 0)

        let artistRanks = allTimeRanks(artistSlots.selected, counts: artistCounts, table: index.artists)
        let releaseRanks = allTimeRanks(releaseSlots.selected, counts: releaseCounts, table: index.releases)
        let recordingRanks = allTimeRanks(recordingSlots.selected, counts: recordingCounts, table: index.recordings)
        let artistsHeard = artistCounts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        let releasesHeard = releaseCounts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        let recordingsHeard = recordingCounts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        let recordingTies = TopListOrder(
            counts: [Int32](repeating: 0, count: index.recordings.count), names: index.recordings.name,
            mbids: index.recordings.mbid, texts: texts)
        let releaseTies = TopListOrder(
            counts: [Int32](repeating: 0, count: index.releases.count), names: index.releases.name,
            mbids: index.releases.mbid, texts: texts)

        let timeline = milestoneTimeline
        // Up to the last listen: a medal is dated at its year's end, awarded once it is over.
        let now = history.listenedAt[history.count - 1]
        var milestonesOf: [EntityKind: [Int32: [Milestone]]] = [:]
        for (milestone, id) in zip(timeline.milestones, timeline.subjectIDs) where milestone.time <= now && id >= 0 {
            let (kind, slots): (EntityKind, EntitySlots) =
                switch milestone.subject {
                case .artist: (.artist, artistSlots)
                case .release: (.album, releaseSlots)
                case .recording, nil: (.track, recordingSlots)
                }
            guard slots.slot[Int(id)] >= 0 else { continue }
            milestonesOf[kind, default: [:]][id, default: []].append(milestone)
        }
        var weeksAtNumberOne: [Int32: Int] = [:]
        for artists in timeline.weekTopArtists {
            for artist in artists { weeksAtNumberOne[artist, default: 0] += 1 }
        }

        var profiles: [EntityProfile] = []
        for (slot, id) in artistSlots.selected.enumerated() {
            var profile = makeProfile(
                EntityRef(index.artist(id, listenCount: 0)), artists[slot], rank: artistRanks[slot])
            profile.rankedCount = artistsHeard
            profile.yearRanks = years.map { EntityYearRank(year: $0, rank: yearRanks[$0]?[id]) }
            profile.days = artists[slot].dayCounts
            profile.topTracks = Self.leading(artists[slot].recordings, ties: recordingTies).map {
                index.recording($0, listenCount: artists[slot].recordings[$0] ?? 0)
            }
            profile.topAlbums = Self.leading(artists[slot].releases, ties: releaseTies).map {
                index.release($0, listenCount: artists[slot].releases[$0] ?? 0)
            }
            profile.milestones = milestonesOf[.artist]?[id] ?? []
            profile.weeksAtNumberOne = weeksAtNumberOne[id] ?? 0
            profiles.append(profile)
        }
        for (slot, id) in releaseSlots.selected.enumerated() {
            let release = index.release(id, listenCount: 0)
            var profile = makeProfile(EntityRef(release), releases[slot], rank: releaseRanks[slot])
            profile.rankedCount = releasesHeard
            (profile.caaReleaseMBID, profile.caaID) = (release.caaReleaseMBID, release.caaID)
            profile.topTracks = Self.leading(releases[slot].recordings, ties: recordingTies).map {
                index.recording($0, listenCount: releases[slot].recordings[$0] ?? 0)
            }
            profile.milestones = milestonesOf[.album]?[id] ?? []
            profiles.append(profile)
        }
        for (slot, id) in recordingSlots.selected.enumerated() {
            let recording = index.recording(id, listenCount: 0)
            var profile = makeProfile(EntityRef(recording), recordings[slot], rank: recordingRanks[slot])
            profile.rankedCount = recordingsHeard
            (profile.caaReleaseMBID, profile.caaID) = (recording.caaReleaseMBID, recording.caaID)
            // Once is chance: a successor counts from its second time after this track.
            let followers = recordings[slot].next.filter { $0.value >= Self.playedNextMinimum }
            profile.playedNext = Self.leading(followers, ties: recordingTies).map {
                index.recording($0, listenCount: followers[$0] ?? 0)
            }
            profile.milestones = milestonesOf[.track]?[id] ?? []
            profiles.append(profile)
        }
        return profiles.sorted { ($0.ref.kind, $0.rank) < ($1.ref.kind, $1.rank) }
    }

    private func makeProfile(_ ref: EntityRef, _ sums: EntityAccumulator, rank: Int) -> EntityProfile {
        var profile = EntityProfile(
            ref: ref, listenCount: sums.count, rank: rank, firstListenAt: sums.first,
            lastListenAt: sums.last, firstDay: index.clock.day(at: sums.first), lastDay: index.clock.day(at: sums.last))
        profile.timeZone = index.clock.identifier
        profile.knownListeningMs = sums.knownMs
        profile.estimatedListenCount = sums.estimatedCount
        let monthKeys = sums.months.keys.sorted()
        if let firstMonth = monthKeys.first, let lastMonth = monthKeys.last {
            profile.months = (firstMonth...lastMonth).map {
                EntityMonthCount(year: $0 / 12, month: $0 % 12 + 1, listenCount: sums.months[$0] ?? 0)
            }
            profile.years = (firstMonth / 12...lastMonth / 12).map { year in
                YearListenCount(year: year, listenCount: (0..<12).reduce(0) { $0 + (sums.months[year * 12 + $1] ?? 0) })
            }
        }
        profile.longestGap = sums.longestGap
        if sums.count > 1 { profile.averageGapSeconds = (sums.last - sums.first) / Int64(sums.count - 1) }
        return profile
    }

    /// The first `entityListCount` ids of `counts` by count, ties by the top lists' name order.
    static func leading(_ counts: [Int32: Int32], ties: TopListOrder) -> [Int32] {
        let sorted = counts.keys.sorted { lhs, rhs in
            let (left, right) = (counts[lhs] ?? 0, counts[rhs] ?? 0)
            return left != right ? left > right : ties.precedes(lhs, rhs)
        }
        return Array(sorted.prefix(entityListCount))
    }

    /// Which entities of each kind are selected, in id order, and each id's slot (-1 for none).
    private func selectedSlots(
        _ selection: EntitySelection, artistCounts: [Int32], releaseCounts: [Int32], recordingCounts: [Int32]
    ) -> (EntitySlots, EntitySlots, EntitySlots) {
        let minimum = Int32(clamping: selection.minimumListens)
        var artists = artistCounts.map { $0 >= minimum }
        var releases = releaseCounts.map { $0 >= minimum }
        var recordings = recordingCounts.map { $0 >= minimum }
        var artistCounter = EntityCounter(entityCount: index.artists.count)
        var releaseCounter = EntityCounter(entityCount: index.releases.count)
        var recordingCounter = EntityCounter(entityCount: index.recordings.count)
        let history = index.history
        let texts = history.tracks.texts
        for top in selection.topLists where top.count > 0 {
            for position in index.positions(in: top.window) {
                let track = Int(history.trackIndex[position])
                for artist in index.artistIDs(ofTrack: track) { artistCounter.add(artist) }
                let release = index.entities.trackRelease[track]
                if release >= 0 { releaseCounter.add(release) }
                let recording = index.entities.trackRecording[track]
                if recording >= 0 { recordingCounter.add(recording) }
            }
            for id in artistCounter.ordered(index.artists, texts: texts, limit: top.count) { artists[Int(id)] = true }
            for id in releaseCounter.ordered(index.releases, texts: texts, limit: top.count) { releases[Int(id)] = true }
            for id in recordingCounter.ordered(index.recordings, texts: texts, limit: top.count) {
                recordings[Int(id)] = true
            }
            artistCounter.reset()
            releaseCounter.reset()
            recordingCounter.reset()
        }
        return (EntitySlots(artists), EntitySlots(releases), EntitySlots(recordings))
    }

    /// The all-time rank of each of `ids` among every entity of `table` with a listen.
    private func allTimeRanks(_ ids: [Int32], counts: [Int32], table: EntityTable) -> [Int] {
        guard !ids.isEmpty else { return [] }
        // Entities with more listens are ahead (a histogram of counts says how many); among
        // equal counts, the top lists' order decides.
        let maximum = Int(counts.max() ?? 0)
        var histogram = [Int](repeating: 0, count: maximum + 2)
        for count in counts where count > 0 { histogram[Int(count)] += 1 }
        var greater = [Int](repeating: 0, count: maximum + 2)
        for count in stride(from: maximum, through: 0, by: -1) { greater[count] = greater[count + 1] + histogram[count + 1] }
        let needed = Set(ids.map { counts[Int($0)] })
        var ties: [Int32: [Int32]] = [:]
        for (id, count) in counts.enumerated() where count > 0 && needed.contains(count) {
            ties[count, default: []].append(Int32(id))
        }
        let order = TopListOrder(counts: counts, names: table.name, mbids: table.mbid, texts: index.history.tracks.texts)
        var tiePlace: [Int32: Int] = [:]
        for (_, group) in ties {
            for (offset, id) in group.sorted(by: order.precedes).enumerated() { tiePlace[id] = offset }
        }
        return ids.map { greater[Int(counts[Int($0)])] + (tiePlace[$0] ?? 0) + 1 }
    }
}

/// The selected entities of one kind: their ids ascending, and per id its slot or -1.
struct EntitySlots {
    var selected: [Int32] = []
    var slot: [Int32]

    init(_ flags: [Bool]) {
        slot = [Int32](repeating: -1, count: flags.count)
        for (id, isSelected) in flags.enumerated() where isSelected {
            slot[id] = Int32(selected.count)
            selected.append(Int32(id))
        }
    }
}

extension StatsEngine {
    /// Every artist of the history with its listens, in top-list order: what a comparison of
    /// two listeners reads.
    public func allTimeArtists() -> [ArtistCount] {
        let counts = WindowTally(index, positions: 0..<index.history.count).artistCounts(index)
        return index.order(index.artists, counts).top(nil).map { index.artist($0, listenCount: counts[Int($0)]) }
    }
}
