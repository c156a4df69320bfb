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
    }

    var available: Bool
    var unavailableMessage: String
    var summary: String
    var cards: [HeadlineCard]
    var artists: [Entry]
    var albums: [Entry]
    var tracks: [Entry]
    var similarUsers: String
    var hasSimilarUsers: Bool

    init(content: ReportContent) {
        unavailableMessage = ""
        guard let year = content.serverYearInMusic, !year.isEmpty else {
            available = false
            summary = ""
            cards = []
            artists = []
            albums = []
            tracks = []
            similarUsers = ""
            hasSimilarUsers = false
            return
        }
        available = true
        summary = "How ListenBrainz saw \(content.user)'s \(year.year), from its own listens in UTC."
        var cards: [HeadlineCard] = []
        if let listens = year.totalListenCount { cards.append(HeadlineCard(label: "Listens", value: DisplayFormat.count(listens))) }
        if let seconds = year.totalListeningTime {
            cards.append(HeadlineCard(label: "Listening time", value: DisplayFormat.duration(milliseconds: seconds * 1000)))
        }
        if let artists = year.totalArtistsCount { cards.append(HeadlineCard(label: "Artists", value: DisplayFormat.count(artists))) }
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
            .map { "\($0.name) (\(Int(($0.similarity * 100).rounded())) %)" }.joined(separator: ", ")
        hasSimilarUsers = !similarUsers.isEmpty
    }
}
