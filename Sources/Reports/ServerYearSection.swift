import ListenModel

/// ListenBrainz's own Year in Music, as `sync --stats --year` stored it: its totals, its top
/// lists, the release year most listened to and the listeners with similar taste.
struct ServerYearSection: Sendable {
    struct Entry: Sendable {
        var rank: Int
        var name: String
        var byline: String
        var hasByline: Bool
        var count: String
        var link: String? = nil
        // Stored, not computed: templates read a view model's stored properties only.
        var hasLink = false

        init(rank: Int, name: String, byline: String, hasByline: Bool, count: String, link: String? = nil) {
            self.rank = rank
            self.name = name
            self.byline = byline
            self.hasByline = hasByline
            self.count = count
            self.link = link
            hasLink = link != nil
        }
    }

    /// One of ListenBrainz's playlists of the year, as a list of recordings.
    struct Playlist: Sendable {
        var title: String
        var explanation: String
        var tracks: [Entry]
        var link: String?
        var hasLink: Bool
    }

    var available: Bool
    var unavailableMessage: String
    var summary: String
    var cards: [HeadlineCard]
    /// Whether the section repeats the review's top lists: not on a page that is the review.
    var showsTopLists: Bool
    var artists: [Entry]
    var albums: [Entry]
    var tracks: [Entry]
    var similarUsers: String
    var hasSimilarUsers: Bool
    var playlists: [Playlist]
    var newReleases: [Entry]
    var hasNewReleases: Bool
    /// "67 releases", the fold's summary.
    var newReleaseCount: String

    init(content: ReportContent) {
        unavailableMessage = ""
        guard let year = content.serverYearInMusic, !year.isEmpty else {
            available = false
            summary = ""
            cards = []
            showsTopLists = false
            artists = []
            albums = []
            tracks = []
            similarUsers = ""
            hasSimilarUsers = false
            playlists = []
            newReleases = []
            hasNewReleases = false
            newReleaseCount = ""
            return
        }
        available = true
        // A page drawn from the review itself shows its totals and top lists above already.
        let isThePage = !content.source.isLocal
        showsTopLists = !isThePage
        summary =
            isThePage
            ? "What else ListenBrainz's review of \(content.user)'s \(year.year) tells, from its own listens in UTC."
            : "How ListenBrainz saw \(content.user)'s \(year.year), from its own listens in UTC."
        var cards: [HeadlineCard] = []
        if let listens = year.totalListenCount, !isThePage {
            cards.append(HeadlineCard(label: "Listens", value: DisplayFormat.count(listens)))
        }
        if let seconds = year.totalListeningTime {
            cards.append(HeadlineCard(label: "Listening time", value: DisplayFormat.duration(milliseconds: seconds * 1000)))
        }
        if let artists = year.totalArtistsCount, !isThePage { cards.append(HeadlineCard(label: "Artists", value: DisplayFormat.count(artists))) }
        if let new = year.totalNewArtistsDiscovered {
            cards.append(HeadlineCard(label: "New artists", value: DisplayFormat.count(new)))
        }
        if let weekday = year.dayOfWeek { cards.append(HeadlineCard(label: "Favourite weekday", value: weekday)) }
        if let era = year.mostListenedYear.max(by: { ($0.listenCount, -$0.year) < ($1.listenCount, -$1.year) }) {
            cards.append(
                HeadlineCard(label: "Most listened release year", value: String(era.year), detail: DisplayFormat.listens(era.listenCount)))
        }
        self.cards = cards
        func entries<T>(_ list: [T], _ describe: (T) -> (String, String, Int)) -> [Entry] {
            list.prefix(5).enumerated().map { offset, item in
                let (name, byline, count) = describe(item)
                return Entry(rank: offset + 1, name: name, byline: byline, hasByline: !byline.isEmpty, count: DisplayFormat.count(count))
            }
        }
        artists = entries(year.topArtists) { ($0.name, "", $0.listenCount) }
        albums = entries(year.topReleaseGroups) { ($0.name, $0.artistName, $0.listenCount) }
        tracks = entries(year.topRecordings) { ($0.trackName, $0.artistName, $0.listenCount) }
        similarUsers = year.similarUsers.sorted { ($0.similarity, $1.name) > ($1.similarity, $0.name) }.prefix(5)
            .map { "\($0.name) (\(Int(($0.similarity * 100).rounded()))%)" }.joined(separator: ", ")
        hasSimilarUsers = !similarUsers.isEmpty
        playlists = Self.shownPlaylists.compactMap { kind, title, explanation in
            guard let playlist = year.playlist(kind) else { return nil }
            return Playlist(
                title: title, explanation: explanation,
                tracks: playlist.tracks.enumerated().map { offset, track in
                    Entry(
                        rank: offset + 1, name: track.title, byline: track.artistName, hasByline: !track.artistName.isEmpty, count: "",
                        link: MusicBrainzLink.url(.recording, mbid: track.recordingMBID))
                },
                link: Self.playlistURL(playlist.mbid), hasLink: Self.playlistURL(playlist.mbid) != nil)
        }
        newReleases = (year.newReleasesOfTopArtists ?? []).enumerated().map { offset, release in
            let details = [release.type, release.firstReleaseDate].compactMap { $0 }.joined(separator: ", ")
            return Entry(
                rank: offset + 1, name: release.title, byline: release.artistName, hasByline: !release.artistName.isEmpty,
                count: details, link: MusicBrainzLink.url(.release, mbid: release.releaseMBID))
        }
        hasNewReleases = !newReleases.isEmpty
        newReleaseCount = newReleases.count == 1 ? "1 release" : "\(DisplayFormat.count(newReleases.count)) releases"
    }

    /// The playlists a page shows, with its heading and a sentence on how ListenBrainz chose
    /// the recordings. The year's top recordings are the top tracks above, so not again.
    static let shownPlaylists: [(YearInMusicPlaylistKind, String, String)] = [
        (.topDiscoveries, "Top discoveries", "Recordings first heard this year and played more than once."),
        (.topMissedRecordings, "Missed recordings", "What the listeners most like you played this year and you did not."),
        (.topNewRecordings, "Top new recordings", "The most played recordings that came out this year."),
    ]

    /// The playlist's page on ListenBrainz, made only from a well-formed MBID.
    static func playlistURL(_ mbid: String?) -> String? {
        guard let mbid, MBID.isWellFormed(mbid) else { return nil }
        return "https://listenbrainz.org/playlist/\(mbid.lowercased())/"
    }
}
