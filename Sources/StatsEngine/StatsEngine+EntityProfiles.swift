import Concurrency
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
    public func entityProfiles(_ selection: EntitySelection) -> EntityProfiles {
        let history = index.history
        guard !history.isEmpty else { return EntityProfiles([]) }
        let entities = index.entities
        let all = WindowTally(index, positions: 0..<history.count)
        let artistCounts = all.artistCounts(index)
        let releaseCounts = all.counts(entities.trackRelease, entityCount: index.releases.count)
        let recordingCounts = all.counts(entities.trackRecording, entityCount: index.recordings.count)

        let (artistSlots, releaseSlots, recordingSlots) = selectedSlots(
            selection, artistCounts: artistCounts, releaseCounts: releaseCounts, recordingCounts: recordingCounts)
        // The milestone timeline (once per engine) beside the albums' and tracks' pass, the
        // lighter one: made after both, it had one core to itself.
        let (artistSums, (releaseAndRecordingSums, timeline)) = Concurrently.both(
            { artistPass(artistSlots, trackCounts: all.trackCounts) },
            {
                (releaseAndRecordingPass(releaseSlots: releaseSlots, recordingSlots: recordingSlots, trackCounts: all.trackCounts),
                 milestoneTimeline)
            })
        var (artists, yearCounters) = artistSums
        var (releases, recordings) = releaseAndRecordingSums
        let texts = history.tracks.texts
        // Each year's ranks sort all its artists by name: the years on every core.
        let counters = yearCounters
        let rankedYears = counters.keys.sorted()
        let ranksOfYears = Concurrently.map(rankedYears) { [index] year -> [Int32: Int] in
            var ranks: [Int32: Int] = [:]
            for (offset, id) in (counters[year]?.ordered(index.artists, texts: texts, limit: nil) ?? []).enumerated()
            where artistSlots.slot[Int(id)] >= 0 {
                ranks[id] = offset + 1
            }
            return ranks
        }
        let yearRanks = Dictionary(uniqueKeysWithValues: zip(rankedYears, ranksOfYears))
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

        // Each accumulator becomes a compact profile (its lists cut to their first ten ids) and
        // is let go, so the dictionaries of the pass and the lists do not peak together.
        func compact(_ kind: EntityKind, _ id: Int32, _ sums: inout EntityAccumulator, rank: Int, of ranked: Int)
            -> CompactEntityProfile
        {
            let profile = CompactEntityProfile(
                kind: kind, id: id, rank: rank, rankedCount: ranked, count: sums.count, first: sums.first, last: sums.last,
                knownMs: sums.knownMs, estimatedCount: sums.estimatedCount, months: sums.months.compacted,
                days: kind == .artist ? sums.days.compacted : SortedTally(),
                longestGap: EntityAccumulator.longestGap(sums.days.keys),
                topTracks: Self.leading(sums.recordings, ties: recordingTies),
                topAlbums: Self.leading(sums.releases, ties: releaseTies),
                // Once is chance: a successor counts from its second time after this track.
                playedNext: Self.leading(sums.next.filter { $0.value >= Self.playedNextMinimum }, ties: recordingTies),
                yearRanks: [], milestones: milestonesOf[kind]?[id] ?? [], weeksAtNumberOne: 0)
            sums = EntityAccumulator()
            return profile
        }
        var compacts: [CompactEntityProfile] = []
        compacts.reserveCapacity(artists.count + releases.count + recordings.count)
        for (slot, id) in artistSlots.selected.enumerated() {
            var profile = compact(.artist, id, &artists[slot], rank: artistRanks[slot], of: artistsHeard)
            profile.yearRanks = years.map { EntityYearRank(year: $0, rank: yearRanks[$0]?[id]) }
            profile.weeksAtNumberOne = weeksAtNumberOne[id] ?? 0
            compacts.append(profile)
        }
        for (slot, id) in releaseSlots.selected.enumerated() {
            compacts.append(compact(.album, id, &releases[slot], rank: releaseRanks[slot], of: releasesHeard))
        }
        for (slot, id) in recordingSlots.selected.enumerated() {
            compacts.append(compact(.track, id, &recordings[slot], rank: recordingRanks[slot], of: recordingsHeard))
        }
        compacts.sort { ($0.kind, $0.rank) < ($1.kind, $1.rank) }
        let profiles = compacts
        // The names (a `String` each) and the covers' file names, on two cores.
        let (refs, coverNames) = Concurrently.both(
            { [self] in profiles.map(ref(of:)) }, { [self] in coverNamesOfFirstTracks(profiles) })
        var positions = EntityPositions(
            artistCount: index.artists.count, releaseCount: index.releases.count, recordingCount: index.recordings.count)
        for (position, compact) in compacts.enumerated() { positions.set(compact.kind, compact.id, to: position) }
        let digests = trackDigests
        return EntityProfiles(
            refs: refs, make: { [self] position in profile(of: profiles[position], ref: refs[position]) },
            summarize: { [self, positions] position in
                summary(of: profiles[position], positions: positions, trackDigests: digests, coverNames: coverNames)
            })
    }

    /// The entity of a compact profile, by its name, MBID and credit.
    func ref(of compact: CompactEntityProfile) -> EntityRef {
        switch compact.kind {
        case .artist: EntityRef(index.artist(compact.id, listenCount: 0))
        case .album: EntityRef(index.release(compact.id, listenCount: 0))
        case .track: EntityRef(index.recording(compact.id, listenCount: 0))
        }
    }

    /// The profile a page shows: the compact numbers with names, every month from the first
    /// listen to the last, and the lists' entries.
    func profile(of compact: CompactEntityProfile, ref: EntityRef) -> EntityProfile {
        var profile = EntityProfile(
            ref: ref, listenCount: compact.count, rank: compact.rank, firstListenAt: compact.first,
            lastListenAt: compact.last, firstDay: index.clock.day(at: compact.first), lastDay: index.clock.day(at: compact.last))
        profile.rankedCount = compact.rankedCount
        profile.timeZone = index.clock.identifier
        profile.knownListeningMs = compact.knownMs
        profile.estimatedListenCount = compact.estimatedCount
        let monthKeys = compact.months.keys.map(Int.init)
        if let firstMonth = monthKeys.first, let lastMonth = monthKeys.last {
            var months = (firstMonth...lastMonth).map { EntityMonthCount(year: $0 / 12, month: $0 % 12 + 1, listenCount: 0) }
            var years = (firstMonth / 12...lastMonth / 12).map { YearListenCount(year: $0, listenCount: 0) }
            for (key, count) in zip(monthKeys, compact.months.counts) {
                months[key - firstMonth].listenCount = Int(count)
                years[key / 12 - firstMonth / 12].listenCount += Int(count)
            }
            profile.months = months
            profile.years = years
        }
        profile.longestGap = compact.longestGap
        if compact.count > 1 { profile.averageGapSeconds = (compact.last - compact.first) / Int64(compact.count - 1) }
        profile.milestones = compact.milestones
        switch compact.kind {
        case .artist:
            profile.yearRanks = compact.yearRanks
            profile.days = zip(compact.days.keys, compact.days.counts).map {
                DayCount(day: CalendarDay(dayNumber: Int($0)), listenCount: Int($1))
            }
            profile.weeksAtNumberOne = compact.weeksAtNumberOne
            profile.topAlbums = compact.topAlbums.map { index.release($0.id, listenCount: $0.count) }
        case .album:
            let release = index.release(compact.id, listenCount: 0)
            (profile.caaReleaseMBID, profile.caaID) = (release.caaReleaseMBID, release.caaID)
        case .track:
            let recording = index.recording(compact.id, listenCount: 0)
            (profile.caaReleaseMBID, profile.caaID) = (recording.caaReleaseMBID, recording.caaID)
            profile.playedNext = compact.playedNext.map { index.recording($0.id, listenCount: $0.count) }
        }
        if compact.kind != .track {
            profile.topTracks = compact.topTracks.map { index.recording($0.id, listenCount: $0.count) }
        }
        return profile
    }

    /// The first `entityListCount` ids of `counts` by count, ties by the top lists' name order.
    static func leading(_ counts: [Int32: Int32], ties: TopListOrder) -> [CompactEntityProfile.Entry] {
        // Only ids at or above the tenth largest count can make the list: a ten-year artist
        // has hundreds of tracks, and the sort compares names.
        var ids = Array(counts.keys)
        if ids.count > entityListCount {
            let threshold = TopListOrder.threshold(forTop: entityListCount, of: Array(counts.values))
            ids.removeAll { (counts[$0] ?? 0) < threshold }
        }
        let sorted = ids.sorted { lhs, rhs in
            let (left, right) = (counts[lhs] ?? 0, counts[rhs] ?? 0)
            return left != right ? left > right : ties.precedes(lhs, rhs)
        }
        return sorted.prefix(entityListCount).map { CompactEntityProfile.Entry(id: $0, count: counts[$0] ?? 0) }
    }

    /// Which entities of each kind are selected, in id order, and each id's slot (-1 for none).
    private func selectedSlots(
        _ selection: EntitySelection, artistCounts: [Int32], releaseCounts: [Int32], recordingCounts: [Int32]
    ) -> (EntitySlots, EntitySlots, EntitySlots) {
        let minimum = Int32(clamping: selection.minimumListens)
        // Past the threshold, at most the bound's most played of each kind, ties broken as the
        // top lists break them.
        @Sendable func passing(_ table: EntityTable, _ counts: [Int32]) -> [Bool] {
            var flags = counts.map { $0 >= minimum }
            guard let maximum = selection.maximumPerKind, flags.lazy.filter({ $0 }).count > maximum else { return flags }
            flags = [Bool](repeating: false, count: counts.count)
            for id in index.order(table, counts).top(maximum) where counts[Int(id)] >= minimum { flags[Int(id)] = true }
            return flags
        }
        // Every published top list's entries: the artists' on one core, the albums' and
        // tracks' on the other (each reads every list's listens; together they were a twentieth
        // of a new week's site build, on one core).
        let ((artists, releases), recordings) = Concurrently.both(
            { () -> ([Bool], [Bool]) in
                var artists = passing(index.artists, artistCounts)
                topListedArtists(selection, into: &artists)
                var releases = passing(index.releases, releaseCounts)
                topListed(
                    selection, table: index.releases, entityOfTrack: index.entities.trackRelease, areRecordings: false,
                    into: &releases)
                return (artists, releases)
            },
            { () -> [Bool] in
                var recordings = passing(index.recordings, recordingCounts)
                topListed(
                    selection, table: index.recordings, entityOfTrack: index.entities.trackRecording, areRecordings: true,
                    into: &recordings)
                return recordings
            })
        return (EntitySlots(artists), EntitySlots(releases), EntitySlots(recordings))
    }

    /// Marks in `flags` the entries of every top list in `selection` of albums or tracks, the
    /// entity each track counts for being `entityOfTrack[track]` (-1 for none). A list the
    /// period covers counted already (`windowTopLists`) is not counted again.
    private func topListed(
        _ selection: EntitySelection, table: EntityTable, entityOfTrack: [Int32], areRecordings: Bool,
        into flags: inout [Bool]
    ) {
        let trackIndex = index.history.trackIndex
        let texts = index.history.tracks.texts
        var counter = EntityCounter(entityCount: table.count)
        for top in selection.topLists where top.count > 0 {
            if let ids = windowTopLists.ids(for: .init(isRecordings: areRecordings, window: top.window, limit: top.count)) {
                for id in ids { flags[Int(id)] = true }
                continue
            }
            counter.addListens(at: index.positions(in: top.window), trackIndex: trackIndex, entityOfTrack: entityOfTrack)
            for id in counter.ordered(table, texts: texts, limit: top.count) { flags[Int(id)] = true }
            counter.reset()
        }
    }

    /// Marks in `flags` the entries of every artist top list in `selection`.
    private func topListedArtists(_ selection: EntitySelection, into flags: inout [Bool]) {
        let trackIndex = index.history.trackIndex
        let texts = index.history.tracks.texts
        let (trackArtists, starts, ends) = (index.entities.trackArtists, index.entities.artistStart, index.entities.artistEnd)
        var counter = EntityCounter(entityCount: index.artists.count)
        for top in selection.topLists where top.count > 0 {
            counter.addListens(
                at: index.positions(in: top.window), trackIndex: trackIndex, trackArtists: trackArtists, starts: starts,
                ends: ends)
            for id in counter.ordered(index.artists, texts: texts, limit: top.count) { flags[Int(id)] = true }
            counter.reset()
        }
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
