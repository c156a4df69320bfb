import CompactStorage

extension EntityProfileSummary {
    /// The summary of a profile already made (tests, sources without an engine): its numbers
    /// hashed field by field, its lists' entries found among `positions` by their refs.
    public init(_ profile: EntityProfile, positions: [EntityRef: Int]) {
        var hasher = ContentHasher()
        for value in [Int64(profile.listenCount), profile.firstListenAt, profile.lastListenAt, profile.knownListeningMs] {
            hasher.combine(value)
        }
        hasher.combine(profile.estimatedListenCount)
        for day in [profile.firstDay, profile.lastDay] { hasher.combine(day.dayNumber) }
        hasher.combine(profile.months.count)
        for month in profile.months {
            hasher.combine(month.year * 12 + month.month)
            hasher.combine(month.listenCount)
        }
        hasher.combine(profile.days.count)
        for day in profile.days {
            hasher.combine(day.day.dayNumber)
            hasher.combine(day.listenCount)
        }
        hasher.combine(profile.longestGap.map { $0.lastBefore.dayNumber } ?? -1)
        hasher.combine(profile.longestGap.map { $0.firstAfter.dayNumber } ?? -1)
        hasher.combine(profile.averageGapSeconds ?? -1)
        for list in [profile.topTracks, profile.playedNext] {
            hasher.combine(list.count)
            for recording in list {
                for field in EntityRef(recording).fields { hasher.combine(field) }
                hasher.combine(recording.releaseName ?? "-")
                hasher.combine(recording.listenCount)
            }
        }
        hasher.combine(profile.topAlbums.count)
        for release in profile.topAlbums {
            for field in EntityRef(release).fields { hasher.combine(field) }
            hasher.combine(release.listenCount)
        }
        hasher.combine(profile.weeksAtNumberOne)
        hasher.combine(profile.timeZone)
        hasher.combine(profile.milestones.count)
        for milestone in profile.milestones { milestone.combine(into: &hasher) }
        func listed(_ refs: [EntityRef]) -> [Int] { refs.map { positions[$0] ?? -1 } }
        let years = profile.years.map(\.year)
        self.init(
            content: hasher.words, listenCount: profile.listenCount, rank: profile.rank, rankedCount: profile.rankedCount, yearRanks: profile.yearRanks,
            years: (years.min() ?? profile.firstDay.year)...(years.max() ?? profile.lastDay.year),
            topTrackPositions: listed(profile.topTracks.map(EntityRef.init)),
            topAlbumPositions: listed(profile.topAlbums.map(EntityRef.init)),
            playedNextPositions: listed(profile.playedNext.map(EntityRef.init)),
            coverNames: Self.coverNames(
                [profile.coverArtKey] + profile.topAlbums.map(\.coverArtKey) + profile.topTracks.map(\.coverArtKey)
                    + profile.playedNext.map(\.coverArtKey)))
    }
}
