/// One genre across a whole history, for its page: how much of the listening it was month by
/// month, the years it peaked, and what was played of it.
///
/// Weighed as `GenreShare` weighs a report's genres (ListenBrainz's Year in Music way: each
/// listen adds the votes of every genre tag of its recording, credited artists and release
/// group), so a month's share here is the number a report of that month gives the genre.
public struct GenreProfile: Sendable, Hashable {
    /// One month or year: the genre's listens (each listen once) and its share (0–1) of all
    /// the genre votes of that time; 0 when nothing then had a genre.
    public struct Period: Sendable, Hashable {
        public var year: Int
        /// 1–12; 0 for a whole year.
        public var month: Int
        public var listenCount: Int
        public var share: Double

        public init(year: Int, month: Int, listenCount: Int, share: Double) {
            self.year = year
            self.month = month
            self.listenCount = listenCount
            self.share = share
        }
    }

    public var genre: String
    /// Its rank among the genres of the whole history, by weight (1 = the heaviest).
    public var rank: Int
    public var rankedCount: Int
    /// Listens with this genre among their tags, and its share of the whole history's votes.
    public var listenCount: Int
    public var share: Double
    /// Every month from the history's first listen to its last, and every year.
    public var months: [Period]
    public var years: [Period]
    /// The artists, albums and tracks most played among its listens, counted by those listens.
    public var topArtists: [ArtistCount]
    public var topAlbums: [ReleaseCount]
    public var topTracks: [RecordingCount]

    public init(
        genre: String, rank: Int, rankedCount: Int, listenCount: Int, share: Double, months: [Period], years: [Period],
        topArtists: [ArtistCount], topAlbums: [ReleaseCount], topTracks: [RecordingCount]
    ) {
        self.genre = genre
        self.rank = rank
        self.rankedCount = rankedCount
        self.listenCount = listenCount
        self.share = share
        self.months = months
        self.years = years
        self.topArtists = topArtists
        self.topAlbums = topAlbums
        self.topTracks = topTracks
    }

    /// The years it peaked, highest first: the year of its highest share and the years within
    /// a tenth of it (at most `count`); none without listens of it.
    public func peakYears(_ count: Int = 3) -> [Period] {
        guard let highest = years.filter({ $0.listenCount > 0 }).map(\.share).max(), highest > 0 else { return [] }
        return Array(
            years.filter { $0.listenCount > 0 && $0.share >= highest * 0.9 }
                .sorted { $0.share != $1.share ? $0.share > $1.share : $0.year < $1.year }
                .prefix(count))
    }
}
