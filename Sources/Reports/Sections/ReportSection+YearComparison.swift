import ChartKit
import Charts
import ListenModel

extension ReportSection {
    /// The year against the year before: listens, time and the share of new artists, ↑/↓.
    static let yearComparison = reviewList(
        id: .yearComparison, title: "Against the year before", dataPath: "year_review.comparison",
        charts: [
            shareCard(
                "year-comparison-card", caption: "The year against the one before, 1080×1080",
                empty: { ("\($0) against \($0 - 1)", "No listens before \($0), so nothing to compare with.") }
            ) { review, _ in
                guard let comparison = review.comparison else { return nil }
                return ShareCardData(
                    title: "\(review.year) against \(comparison.previousYear)", subtitle: "",
                    cards: ReviewRows.comparisonCards(comparison).map(\.statCard),
                    rows: (ReviewRows.climbers(review.rankChanges ?? YearRankChanges(chartSize: 0), links: nil).prefix(3)
                        + ReviewRows.newEntries(review.rankChanges ?? YearRankChanges(chartSize: 0), links: nil).prefix(3)).map(\.shareRow))
            }
        ],
        isShown: { $0.period.kind == .year && $0.yearReview != nil },
        body: { content, charts in
            guard let review = content.yearReview, let comparison = review.comparison else {
                return ReviewListSection(charts: charts,
                    unavailableMessage: "No listens before \(content.yearReview?.year ?? 0), so nothing to compare with.")
            }
            return ReviewListSection(charts: charts, cards: ReviewRows.comparisonCards(comparison, includingListens: false))
        })

    /// The artist chart's climbers, fallers and new entries against the year before.
    static let chartMovers = reviewList(
        id: .chartMovers, title: "Climbers and fallers", dataPath: "year_review.rank_changes",
        charts: [
            shareCard(
                "chart-movers-card", caption: "Climbers, new entries and fallers of the year's artists, 1080×1080",
                empty: { ("Climbers and fallers of \($0)", "No chart of \($0 - 1) to move against, or every artist kept its place.") }
            ) { review, _ in
                guard let changes = review.rankChanges, !changes.isEmpty else { return nil }
                let rows = ReviewRows.climbers(changes, links: nil).prefix(4) + ReviewRows.newEntries(changes, links: nil).prefix(3) + ReviewRows.fallers(changes, links: nil).prefix(3)
                return ShareCardData(title: "Climbers and fallers of \(review.year)", subtitle: "", rows: rows.map(\.shareRow))
            }
        ],
        isShown: { $0.period.kind == .year && $0.yearReview?.comparison != nil },
        body: { content, charts in
            guard let review = content.yearReview, let changes = review.rankChanges, !changes.isEmpty else {
                return ReviewListSection(charts: charts, unavailableMessage: "The top artists kept their places.")
            }
            return ReviewListSection(charts: charts,
                intro: "The top \(changes.chartSize) artists of \(review.year) against \(review.year - 1).",
                // The ranks are the news here; each artist's listens are the top list's.
                groups: [
                    ReviewGroup(title: "Climbers", rows: ReviewRows.climbers(changes, links: content.entityLinks).map(\.withoutValue), valueHeading: ""),
                    ReviewGroup(title: "New entries", rows: ReviewRows.newEntries(changes, links: content.entityLinks).map(\.withoutValue), valueHeading: ""),
                    ReviewGroup(title: "Fallers", rows: ReviewRows.fallers(changes, links: content.entityLinks).map(\.withoutValue), valueHeading: ""),
                ])
        })

    /// Artists and albums first heard this year and played more than three times.
    static let topDiscoveries = reviewList(
        id: .topDiscoveries, title: "Top discoveries", dataPath: "year_review.top_discoveries",
        charts: [
            shareCard(
                "top-discoveries-card", caption: "The year's top new artists, 1080×1080",
                empty: { ("Discovered in \($0)", "No artist first heard in \($0) was played more than three times.") }
            ) { review, _ in
                guard !review.topDiscoveries.isEmpty else { return nil }
                return ShareCardData(title: "Discovered in \(review.year)", subtitle: "", rows: ReviewRows.discoveries(review, links: nil).map(\.shareRow))
            }
        ],
        isShown: { $0.period.kind == .year && $0.yearReview != nil },
        body: { content, charts in
            guard let review = content.yearReview, !review.topDiscoveries.isEmpty || !review.topDiscoveryReleases.isEmpty else {
                // New tracks of old artists can make a playlist with no artist to list: the
                // file is written (`ReportPlaylist`) and said nowhere else, so the message says it.
                let year = content.yearReview?.year ?? 0
                let tracks = content.yearReview?.topDiscoveryRecordings.filter { $0.mbid?.isEmpty == false }.count ?? 0
                return ReviewListSection(charts: charts,
                    unavailableMessage: "No artist first heard in \(year) was played more than three times."
                        + (tracks > 0 ? " The \(DisplayFormat.count(tracks)) most played tracks first heard in \(year) are in \(ReportPlaylist.discoveriesFileName), a playlist for ListenBrainz." : ""))
            }
            let stats = content.stats
            let artists = stats.newArtistCount == 1 ? "artist" : "artists"
            let albums = stats.newReleaseCount == 1 ? "album" : "albums"
            let section = ReviewListSection(charts: charts,
                intro: "\(DisplayFormat.count(stats.newArtistCount)) \(artists) and \(DisplayFormat.count(stats.newReleaseCount)) \(albums) heard for the first time in \(review.year); these were played more than three times.",
                groups: [
                    ReviewGroup(title: "Artists", rows: ReviewRows.discoveries(review, links: content.entityLinks)),
                    ReviewGroup(title: "Albums", rows: ReviewRows.discoveryAlbums(review, links: content.entityLinks)),
                ])
            // The playlist file is written when a discovered track has a recording MBID.
            let playable = review.topDiscoveryRecordings.filter { $0.mbid?.isEmpty == false }.count
            guard playable > 0 else { return section }
            return section.offering(
                playlist: ReportPlaylist.discoveriesFileName,
                summary: "the \(DisplayFormat.count(playable)) most played \(playable == 1 ? "track" : "tracks") first heard in \(review.year)")
        })

    /// Top-ten artists of earlier years not played this year.
    static let forgottenFavourites = reviewList(
        id: .forgottenFavourites, title: "Forgotten favourites",
        dataPath: "year_review.forgotten_favourites",
        charts: [
            shareCard(
                "forgotten-favourites-card", caption: "Favourites of earlier years not played this year, 1080×1080",
                empty: { ("Not played in \($0)", "Every top-ten artist of earlier years was played in \($0).") }
            ) { review, _ in
                guard !review.forgottenFavourites.isEmpty else { return nil }
                return ShareCardData(
                    title: "Not played in \(review.year)", subtitle: "", rows: ReviewRows.forgotten(review, links: nil).map(\.shareRow))
            }
        ],
        isShown: { $0.period.kind == .year && $0.yearReview?.comparison != nil },
        body: { content, charts in
            guard let review = content.yearReview, !review.forgottenFavourites.isEmpty else {
                return ReviewListSection(charts: charts,
                    unavailableMessage: "Every top-ten artist of earlier years was played in \(content.yearReview?.year ?? 0).")
            }
            return ReviewListSection(charts: charts,
                intro: "Top-ten artists of earlier years with no listen in \(review.year); the count is their listens in their best year.",
                groups: [ReviewGroup(rows: ReviewRows.forgotten(review, links: content.entityLinks))])
        })

    /// A section the `review-list` partial renders; `body` makes its view model, which gets
    /// the section's id and title here.
    static func reviewList(
        id: ID, title: String, dataPath: String, charts: [SectionChart] = [],
        isShown: @escaping @Sendable (ReportContent) -> Bool,
        body: @escaping @Sendable (ReportContent, [ChartView]) -> ReviewListSection
    ) -> ReportSection {
        ReportSection(
            id: id, title: title, partial: "review-list", dataPath: dataPath, needsListens: true, charts: charts, isShown: isShown,
            view: { content, charts in
                var model = body(content, charts)
                model.sectionID = id.rawValue
                model.title = title
                return model
            })
    }

    /// A 1080×1080 share card of a year-review section, drawn when `data` has something to show.
    /// `listenstats chart` draws it regardless, so without data it says `empty` of the year.
    static func shareCard(
        _ id: SectionChart.ID, caption: String, empty: @escaping @Sendable (Int) -> (title: String, text: String),
        data: @escaping @Sendable (YearReview, ChartInput) -> ShareCardData?
    ) -> SectionChart {
        SectionChart(
            id: id, caption: caption, size: .posterSquare, needsYear: true, isShareCard: true,
            title: { input in data(input.requiredYear.review, input)?.title ?? "" },
            altText: { input in
                let card = data(input.requiredYear.review, input).map { ShareCard(data: $0).summary } ?? ""
                return "Share card: \(card)"
            },
            isDrawn: { input in input.year.flatMap { data($0.review, input) } != nil },
            make: { input, theme in
                let year = input.requiredYear.review.year
                var card = data(input.requiredYear.review, input) ?? ShareCardData(title: empty(year).title, subtitle: "", emptyText: empty(year).text)
                card.subtitle = "\(input.range.user) · \(input.requiredYear.review.year)"
                return ShareCard(data: card, theme: theme)
            })
    }
}

extension ReportSection.ID {
    static let yearComparison: Self = "year-comparison"
    static let chartMovers: Self = "chart-movers"
    static let topDiscoveries: Self = "top-discoveries"
    static let forgottenFavourites: Self = "forgotten-favourites"
}
