import ListenModel

/// One selected entity's numbers after the pass over the listens, without names: its lists
/// are ids with counts and its days and months sorted tallies. `StatsEngine.profile(of:ref:)`
/// turns it into the `EntityProfile` a page shows.
struct CompactEntityProfile: Sendable {
    /// One entry of a list: a recording or release id and its listens.
    struct Entry: Sendable {
        var id: Int32
        var count: Int32
    }

    var kind: EntityKind
    var id: Int32
    var rank: Int
    var rankedCount: Int
    var count: Int
    var first: Int64
    var last: Int64
    var knownMs: Int64
    var estimatedCount: Int
    var months: SortedTally
    /// An artist's listens per day; empty for albums and tracks, whose pages show only the
    /// longest gap between days.
    var days: SortedTally
    var longestGap: EntityGap?
    var topTracks: [Entry]
    var topAlbums: [Entry]
    var playedNext: [Entry]
    var yearRanks: [EntityYearRank]
    var milestones: [Milestone]
    var weeksAtNumberOne: Int
}
