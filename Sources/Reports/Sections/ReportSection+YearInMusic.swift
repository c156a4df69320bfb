import Charts

extension ReportSection {
    /// The Year in Music of a year report, with its shareable posters.
    static let yearInMusic = ReportSection(
        id: .yearInMusic, title: "Year in Music", dataPath: "year_review", needsListens: true,
        charts: [
            SectionChart(
                id: .poster, caption: "Year in Music poster, 1080×1920", size: .posterTall, needsYear: true,
                title: { "\($0.year?.review.year ?? 0) in music" },
                altText: { input in
                    let review = input.year?.review
                    return "Poster of \(input.range.user)'s \(review?.year ?? 0): \(review?.listenCount ?? 0) listens, \(review?.artistCount ?? 0) artists."
                },
                isDrawn: { ($0.year?.review.listenCount ?? 0) > 0 },
                make: { input, theme in YearPoster(data: Self.poster(input), theme: theme) }),
            SectionChart(
                id: "poster-square", caption: "Year in Music poster, 1080×1080", size: .posterSquare, onPage: false,
                needsYear: true, title: { "\($0.year?.review.year ?? 0) in music" },
                altText: { "Square poster of \($0.range.user)'s \($0.year?.review.year ?? 0)." },
                isDrawn: { ($0.year?.review.listenCount ?? 0) > 0 },
                make: { input, theme in YearPoster(data: Self.poster(input), theme: theme) }),
            shareCard(
                "months-card", caption: "Each month's top artist, 1080×1080",
                empty: { ("Artist of each month, \($0)", "No listens in \($0).") }
            ) { review, _ in
                let rows = ReviewRows.months(review, links: nil)
                return rows.isEmpty ? nil : ShareCardData(title: "Artist of each month, \(review.year)", subtitle: "", rows: rows.map(\.shareRow))
            },
        ],
        isShown: { $0.period.kind == .year },
        view: { YearInMusicSection(content: $0, charts: $1) })

    private static func poster(_ input: ChartInput) -> YearPosterData {
        input.requiredYear.poster(coverDirectory: input.coverDirectory)
    }
}

extension ReportSection.ID {
    static let yearInMusic: Self = "year-in-music"
}

extension SectionChart.ID {
    /// Drawn as a PNG on every report too, to be shared.
    static let poster: Self = "poster"
}
