/// ListenBrainz's own Year in Music for one user and year, as its API returns it.
///
/// The server sends `"data": {}` for a year it has not computed (or a user with no listens
/// that year); `isEmpty` tells, and reports then compute the year locally.
public struct YearInMusicServerData: Hashable, Sendable, Codable {
    public var user: String
    public var year: Int
    public var topArtists: [ArtistCount]
    public var topRecordings: [RecordingCount]
    /// Top release groups (older years have top releases instead; they land here too).
    public var topReleaseGroups: [ReleaseCount]
    public var totalListenCount: Int?
    public var totalArtistsCount: Int?
    /// Seconds; the server assumes 180 s for a listen without a length.
    public var totalListeningTime: Int64?
    public var totalNewArtistsDiscovered: Int?
    /// The weekday with most listens, in English ("Friday").
    public var dayOfWeek: String?
    /// One bucket per day of the year.
    public var listensPerDay: [ActivityBucket]
    /// Listens by the release year of what was played, ascending by year.
    public var mostListenedYear: [YearListenCount]
    public var artistMap: [ArtistMapEntry]
    /// Users with similar taste and how similar (0…1), sorted by name.
    public var similarUsers: [SimilarUser]
    /// The playlists ListenBrainz made of the year, in `YearInMusicPlaylistKind` order; nil in
    /// a Year in Music stored before they were read (`sync --stats --year Y --refresh`).
    public var playlists: [YearInMusicPlaylist]?
    /// Releases of the year by the user's top artists, by release date; nil as `playlists`.
    public var newReleasesOfTopArtists: [TopArtistNewRelease]?

    public init(
        user: String, year: Int, topArtists: [ArtistCount] = [], topRecordings: [RecordingCount] = [],
        topReleaseGroups: [ReleaseCount] = [], totalListenCount: Int? = nil, totalArtistsCount: Int? = nil,
        totalListeningTime: Int64? = nil, totalNewArtistsDiscovered: Int? = nil, dayOfWeek: String? = nil,
        listensPerDay: [ActivityBucket] = [], mostListenedYear: [YearListenCount] = [],
        artistMap: [ArtistMapEntry] = [], similarUsers: [SimilarUser] = [], playlists: [YearInMusicPlaylist]? = nil,
        newReleasesOfTopArtists: [TopArtistNewRelease]? = nil
    ) {
        self.user = user
        self.year = year
        self.topArtists = topArtists
        self.topRecordings = topRecordings
        self.topReleaseGroups = topReleaseGroups
        self.totalListenCount = totalListenCount
        self.totalArtistsCount = totalArtistsCount
        self.totalListeningTime = totalListeningTime
        self.totalNewArtistsDiscovered = totalNewArtistsDiscovered
        self.dayOfWeek = dayOfWeek
        self.listensPerDay = listensPerDay
        self.mostListenedYear = mostListenedYear
        self.artistMap = artistMap
        self.similarUsers = similarUsers
        self.playlists = playlists
        self.newReleasesOfTopArtists = newReleasesOfTopArtists
    }

    /// The playlist of `kind`, if ListenBrainz made one with tracks.
    public func playlist(_ kind: YearInMusicPlaylistKind) -> YearInMusicPlaylist? {
        playlists?.first { $0.kind == kind && !$0.tracks.isEmpty }
    }

    /// Whether the server had nothing for this year.
    public var isEmpty: Bool {
        topArtists.isEmpty && topRecordings.isEmpty && topReleaseGroups.isEmpty && totalListenCount == nil
            && listensPerDay.isEmpty
    }
}
