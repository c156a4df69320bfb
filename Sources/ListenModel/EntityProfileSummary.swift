/// What decides whether an entity page changed, made without its `EntityProfile`.
///
/// A heavy listener's new week changes some 1,700 of 6,000 entity pages; making every profile
/// (its lists' names, a month per month of its span) to fingerprint the pages was a quarter of
/// the rebuild. The engine makes a summary from its compact numbers instead, and only the
/// pages whose fingerprints changed get profiles.
public struct EntityProfileSummary: Sendable {
    /// A digest of everything the profile holds but its `ref` and its ranks: counts, times,
    /// months, days, gaps, milestones, weeks at #1, its zone, its cover and its lists' entries
    /// (each entry's names and counts).
    public var content: (UInt64, UInt64)
    /// Its listens in the whole history (in `content` too): what the site's search and indexes
    /// show beside its name.
    public var listenCount: Int
    /// The all-time rank, out of `rankedCount`, and an artist's rank per year: the page states
    /// them in words (exact near the top, bands below), which the fingerprint hashes.
    public var rank: Int
    public var rankedCount: Int
    public var yearRanks: [EntityYearRank]
    /// The years from its first listen to its last: the year rows, each linked to its report.
    public var years: ClosedRange<Int>
    /// Where the entity of each entry of its lists is among the profiles (the position in
    /// `EntityProfiles`, so the page of `refs[position]`); -1 for an entry without a page.
    public var topTrackPositions: [Int]
    public var topAlbumPositions: [Int]
    public var playedNextPositions: [Int]
    /// The covers its page can show (`CoverArtKey.fileName`), each once, in page order: its
    /// own (an album's, a track's album's), then its lists' rows.
    public var coverNames: [String]

    public init(
        content: (UInt64, UInt64), listenCount: Int, rank: Int, rankedCount: Int, yearRanks: [EntityYearRank], years: ClosedRange<Int>,
        topTrackPositions: [Int], topAlbumPositions: [Int], playedNextPositions: [Int], coverNames: [String]
    ) {
        self.content = content
        self.listenCount = listenCount
        self.rank = rank
        self.rankedCount = rankedCount
        self.yearRanks = yearRanks
        self.years = years
        self.topTrackPositions = topTrackPositions
        self.topAlbumPositions = topAlbumPositions
        self.playedNextPositions = playedNextPositions
        self.coverNames = coverNames
    }

    /// The cover names of `keys` (nil for none), each once, in order.
    public static func coverNames(_ keys: [CoverArtKey?]) -> [String] {
        var seen: Set<String> = []
        return keys.compactMap { $0?.fileName }.filter { seen.insert($0).inserted }
    }
}
