import ListenModel

/// The top artists, albums or tracks of the period.
struct TopListSection: Sendable {
    var id: String
    var title: String
    var nameHeading: String
    /// The heading of the value column: "Listens", or what else the list ranks by.
    var valueHeading = "Listens"
    /// The heading of the bylines' column: the artist of an album or track.
    var bylineHeading = "Artist"
    var available: Bool
    var unavailableMessage: String
    var rows: [TopListRow]
    /// The first rows, the list the page shows unfolded, with covers and links (the chart
    /// itself is a picture in `charts/`, for Markdown and sharing).
    var leadingRows: [TopListRow]
    var hasLeadingRows: Bool
    /// The rest, folded away on every screen so each number is shown once.
    var moreRows: [TopListRow]
    var hasMoreRows: Bool
    var moreStart: Int
    var moreSummary: String
    var hasBylines: Bool
    var charts: [ChartView]
    var hasChart: Bool
    /// The tracks as a playlist to import into ListenBrainz (`ReportPlaylist`), beside the page.
    var hasPlaylist = false {
        didSet { hasFileLinks = hasChart || hasPlaylist }
    }
    var playlistPath = ReportPlaylist.fileName
    /// Whether the list offers its chart or its playlist as files.
    var hasFileLinks: Bool

    init(
        id: ReportSection.ID, title: String, nameHeading: String, noun: String, rows: [TopListRow], charts: [ChartView],
        content: ReportContent, unfolded: Int = unfoldedCount
    ) {
        self.id = id.rawValue
        self.title = title
        self.nameHeading = nameHeading
        available = !rows.isEmpty
        unavailableMessage = "No \(noun) to rank this \(content.period.kind.noun)."
        self.rows = rows
        leadingRows = Array(rows.prefix(unfolded))
        hasLeadingRows = !leadingRows.isEmpty
        moreRows = Array(rows.dropFirst(unfolded))
        hasMoreRows = !moreRows.isEmpty
        moreStart = unfolded + 1
        moreSummary = moreStart == rows.count ? "Rank \(rows.count)" : "Ranks \(moreStart)–\(rows.count)"
        hasBylines = rows.contains { $0.hasByline }
        self.charts = charts
        hasChart = !charts.isEmpty
        hasFileLinks = hasChart
    }

    /// How many entries the list shows unfolded: five rows keep four top lists within a
    /// phone's few screens; the rest are a tap away.
    static let unfoldedCount = 5

    /// How many entries a report lists: more for the long spans.
    static func limit(_ kind: ReportPeriodKind) -> Int {
        switch kind {
        case .week, .month: 10
        case .quarter, .halfYear, .year, .allTime, .days: 25
        }
    }

    static func artists(_ content: ReportContent, charts: [ChartView]) -> TopListSection {
        let entries = content.stats.topArtists.prefix(limit(content.period.kind))
        let top = entries.first?.listenCount ?? 0
        var changes: [ExactText: ArtistRankChange] = [:]
        for change in content.stats.artistRankChanges where changes[ExactText(change.name)] == nil {
            changes[ExactText(change.name)] = change
        }
        let rows = entries.enumerated().map { offset, artist in
            let row = TopListRow(
                rank: offset + 1, name: artist.name,
                link: content.entityLinks?.url(for: EntityRef(artist)) ?? MusicBrainzLink.url(.artist, mbid: artist.mbid),
                byline: "", count: artist.listenCount, topCount: top)
            guard let change = changes[ExactText(artist.name)], change.rank == offset + 1 else { return row }
            return row.moved(change.movement, previousRank: change.previousRank)
        }
        return TopListSection(
            id: "top-artists", title: "Top artists", nameHeading: "Artist", noun: "artists", rows: rows,
            charts: charts, content: content)
    }

    static func albums(_ content: ReportContent, charts: [ChartView]) -> TopListSection {
        let entries = content.stats.topReleases.prefix(limit(content.period.kind))
        let top = entries.first?.listenCount ?? 0
        let showsCovers = entries.contains { content.coverPath($0.coverArtKey) != nil }
        let rows = entries.enumerated().map { offset, release in
            let row = TopListRow(
                rank: offset + 1, name: release.name,
                link: content.entityLinks?.url(for: EntityRef(release)) ?? MusicBrainzLink.url(.release, mbid: release.mbid),
                byline: release.artistName, count: release.listenCount, topCount: top)
            guard showsCovers else { return row }
            return row.withCover(content.coverPath(release.coverArtKey), album: release.name, artist: release.artistName)
        }
        return TopListSection(
            id: "top-albums", title: "Top albums", nameHeading: "Album", noun: "albums",
            rows: AlikeEntries.toldApart(rows),
            charts: charts, content: content)
    }

    static func tracks(_ content: ReportContent, charts: [ChartView]) -> TopListSection {
        let entries = content.stats.topRecordings.prefix(limit(content.period.kind))
        let top = entries.first?.listenCount ?? 0
        let showsCovers = entries.contains { content.coverPath($0.coverArtKey) != nil }
        let rows = entries.enumerated().map { offset, recording in
            let row = TopListRow(
                rank: offset + 1, name: recording.trackName,
                link: content.entityLinks?.url(for: EntityRef(recording))
                    ?? MusicBrainzLink.url(.recording, mbid: recording.mbid), byline: recording.artistName,
                count: recording.listenCount, topCount: top)
            guard showsCovers else { return row }
            return row.withCover(
                content.coverPath(recording.coverArtKey), album: recording.releaseName ?? recording.trackName,
                artist: recording.artistName)
        }
        var section = TopListSection(
            id: "top-tracks", title: "Top tracks", nameHeading: "Track", noun: "tracks",
            rows: AlikeEntries.toldApart(rows, details: entries.map(\.releaseName)),
            charts: charts, content: content)
        section.hasPlaylist = entries.contains { $0.mbid?.isEmpty == false }
        return section
    }
}

/// Read through key paths, not `Mirror` (`MustacheFields`): four top lists on every report, and
/// every name their rows lack is looked up here before the page.
extension TopListSection: MustacheFields {
    static let fields: [String: @Sendable (TopListSection) -> Any] = [
        "id": { $0.id }, "title": { $0.title }, "nameHeading": { $0.nameHeading }, "valueHeading": { $0.valueHeading },
        "bylineHeading": { $0.bylineHeading }, "available": { $0.available },
        "unavailableMessage": { $0.unavailableMessage }, "rows": { $0.rows }, "leadingRows": { $0.leadingRows }, "hasLeadingRows": { $0.hasLeadingRows },
        "moreRows": { $0.moreRows }, "hasMoreRows": { $0.hasMoreRows }, "moreStart": { $0.moreStart },
        "moreSummary": { $0.moreSummary }, "hasBylines": { $0.hasBylines }, "charts": { $0.charts },
        "hasChart": { $0.hasChart }, "hasPlaylist": { $0.hasPlaylist }, "hasFileLinks": { $0.hasFileLinks }, "playlistPath": { $0.playlistPath },
    ]
}
