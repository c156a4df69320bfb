import Charts

extension ReportSection {
    /// The most listened artists, with their movement against the previous period.
    static let topArtists = ReportSection(
        id: .topArtists, title: "Top artists", partial: "top-list", dataPath: "stats.top_artists",
        charts: [
            SectionChart(
                id: "top-artists", caption: "Top artists with rank changes", title: { _ in "Top artists" },
                altText: { input in
                    "Top artists: " + input.stats.topArtists.prefix(5).map { "\($0.name) (\($0.listenCount))" }.joined(separator: ", ")
                },
                make: { TopBarsChart(data: $0.range.topArtists(), theme: $1) })
        ],
        view: { TopListSection.artists($0, charts: $1) })

    /// The most listened albums (releases).
    static let topAlbums = ReportSection(
        id: .topAlbums, title: "Top albums", partial: "top-list", dataPath: "stats.top_releases",
        charts: [
            SectionChart(
                id: "top-releases", caption: "Top albums with their artists", title: { _ in "Top albums" },
                altText: { input in
                    "Top albums: " + input.stats.topReleases.prefix(5).map { "\($0.name) (\($0.listenCount))" }.joined(separator: ", ")
                },
                make: { TopBarsChart(data: $0.range.topReleases(), theme: $1) }),
            SectionChart(
                id: "album-grid", caption: "Album-art grid: cached covers, generated tiles for the rest",
                title: { _ in "Top albums' covers" },
                altText: { input in
                    "Covers of the top albums: " + input.stats.topReleases.prefix(StatSetCharts.gridEntries).map { "\($0.name) by \($0.artistName)" }.joined(separator: ", ")
                },
                // On the page only when the cover cache holds some of its covers: a grid of
                // generated tiles would only repeat the bars above it.
                isDrawn: { $0.coverDirectory != nil && !$0.stats.topReleases.isEmpty },
                make: { AlbumArtGrid(data: $0.range.albumGrid(coverDirectory: $0.coverDirectory), theme: $1) }),
        ],
        view: { TopListSection.albums($0, charts: $1) })

    /// The most listened tracks (recordings).
    static let topTracks = ReportSection(
        id: .topTracks, title: "Top tracks", partial: "top-list", dataPath: "stats.top_recordings",
        charts: [
            SectionChart(
                id: "top-recordings", caption: "Top tracks with their artists", title: { _ in "Top tracks" },
                altText: { input in
                    "Top tracks: " + input.stats.topRecordings.prefix(5).map { "\($0.trackName) (\($0.listenCount))" }.joined(separator: ", ")
                },
                make: { TopBarsChart(data: $0.range.topRecordings(), theme: $1) })
        ],
        view: { TopListSection.tracks($0, charts: $1) })
}

extension ReportSection.ID {
    static let topArtists: Self = "top-artists"
    static let topAlbums: Self = "top-albums"
    static let topTracks: Self = "top-tracks"
}
