/// What a range's listens say about the music itself, from cached MusicBrainz metadata:
/// genres, release years and the artists' countries, and how many listens had metadata.
///
/// Only computed when the store holds metadata (`StatSet.music` is nil otherwise).
public struct MusicStats: Hashable, Sendable, Codable {
    /// Listens in the window, and those whose recording has cached metadata; unmapped listens
    /// (no recording MBID) never have any.
    public var listenCount: Int = 0
    public var listensWithMetadata: Int = 0
    public var unmappedListenCount: Int = 0
    /// Genres by weight, heaviest first (ties by name), at most the top-list length.
    public var topGenres: [GenreShare] = []
    /// Listens with at least one genre tag.
    public var listensWithGenre: Int = 0
    /// Listens of the top eight genres per wall-clock hour (a listen counts once for each of
    /// its genres among them); zero cells left out.
    public var genreHours: [GenreHourCount] = []
    /// The top six genres through the range, bucket by bucket of `StatSet.activity` (a year's
    /// months, all time's years, a week's days): how each one's part moved.
    public var genreActivity: [GenreSeries] = []
    /// Each top genre's share of the genre votes per calendar month, from the month of the
    /// range's first listen to the month of its last: how the genres moved through a quarter,
    /// a year or all time. Empty when the listens span fewer than three months.
    public var genreMonths = GenreMonths()
    /// Listens by the first release year of the release, ascending, and by decade (the year
    /// is the decade's first).
    public var releaseYears: [YearListenCount] = []
    public var releaseDecades: [YearListenCount] = []
    /// The median release year of the listens with one ("listening age"): half the listens
    /// are of music from this year or before.
    public var medianReleaseYear: Int?
    public var listensWithReleaseYear: Int = 0
    /// Countries (ISO alpha-3) of the credited artists: each artist of a listen gets it, as
    /// ListenBrainz's artist map counts; most listens first.
    public var artistCountries: [ArtistMapEntry] = []
    /// Listens with at least one credited artist in a known country, and those whose artists'
    /// areas are known but are not countries (a city, a region).
    public var listensWithCountry: Int = 0
    public var listensWithNonCountryArea: Int = 0

    public init() {}

    /// The share of the window's listens with metadata (0–1); 0 without listens.
    public var coverage: Double { listenCount == 0 ? 0 : Double(listensWithMetadata) / Double(listenCount) }

    /// The months of `genreMonths` ("2025-01"), and each top genre's listens and share in each.
    public struct GenreMonths: Hashable, Sendable, Codable {
        public var months: [String] = []
        public var series: [GenreSeries] = []

        public init(months: [String] = [], series: [GenreSeries] = []) {
            self.months = months
            self.series = series
        }
    }

    /// One genre in each bucket of the range's activity, in order: its listens (a listen counts
    /// once for each of its genres) and its share (0–1) of all the genre votes of the bucket,
    /// weighed as `GenreShare` weighs the range's; 0 in a bucket without genre votes.
    public struct GenreSeries: Hashable, Sendable, Codable {
        public var genre: String
        public var listenCounts: [Int]
        public var shares: [Double]

        public init(genre: String, listenCounts: [Int], shares: [Double]) {
            self.genre = genre
            self.listenCounts = listenCounts
            self.shares = shares
        }
    }
}
