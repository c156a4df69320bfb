import ListenModel

/// What `html/genre.mustache` reads: the page of one genre of a user's site
/// (`<user>/genre/<slug>.html`), from its `GenreProfile`.
///
/// Laid out as an artist's page is, from the same parts: facts, a month strip (here of the
/// genre's share of each month), the years, and its most played artists, albums and tracks
/// linked to their pages.
struct GenrePageView: Sendable {
    var user: String
    var generator: String
    var name: String
    var pageTitle: String
    var indexURL = "../../index.html"
    var archiveURL = "../index.html"
    var stylesheetURL = "../../" + StylesheetView.path
    var search = SearchBox(depthBelowUserFolder: 1)
    var facts: [EntityPageView.Fact]
    var monthsPath: String
    var hasMonths: Bool
    var monthCount: Int
    var monthsSummary: String
    var peakMonthText: String
    var firstMonth: String
    var lastMonth: String
    var years: [EntityPageView.YearRow]
    var hasYears: Bool
    var yearsSummary: String
    var lists: [EntityPageView.List]

    /// - Parameters:
    ///   - links: the user's pages, for the lists' entries.
    ///   - yearURLs: the year reports the site publishes, year to URL from this page.
    init(_ profile: GenreProfile, user: String, generator: String, links: EntityLinks, yearURLs: [Int: String]) {
        self.user = user
        self.generator = generator
        name = profile.genre
        pageTitle = "\(profile.genre) · \(user)"
        let peaks = profile.peakYears()
        var facts = [
            EntityPageView.Fact(
                "Listens", DisplayFormat.count(profile.listenCount),
                detail: EntityRankLabel.allTime(profile.rank, of: profile.rankedCount, plural: "genres")),
            EntityPageView.Fact("Share", ReportSection.percent(profile.share), detail: "of all genre votes"),
        ]
        if let peak = peaks.first {
            facts.append(
                EntityPageView.Fact(
                    peaks.count > 1 ? "Peak years" : "Peak year", peaks.map { String($0.year) }.joined(separator: ", "),
                    detail: "\(ReportSection.percent(peak.share)) in \(peak.year)"))
        }
        self.facts = facts

        // The strip draws shares in ten-thousandths, its tallest month named under it.
        let shares = profile.months.map { Int(($0.share * 10_000).rounded()) }
        let highest = shares.max() ?? 0
        monthsPath = EntityPageView.columnsPath(shares, busiest: highest)
        monthCount = profile.months.count
        hasMonths = profile.months.count > 1 && highest > 0
        monthsSummary = "The genre's share of each month's genre votes, \(DisplayFormat.count(profile.months.count)) months."
        peakMonthText = profile.months.first { Int(($0.share * 10_000).rounded()) == highest }.map {
            "Highest: \(CalendarNames.shortMonths[$0.month - 1]) \($0.year), \(ReportSection.percent($0.share))"
        } ?? ""
        firstMonth = profile.months.first.map { "\(CalendarNames.shortMonths[$0.month - 1]) \($0.year)" } ?? ""
        lastMonth = profile.months.last.map { "\(CalendarNames.shortMonths[$0.month - 1]) \($0.year)" } ?? ""

        let peakYears = Set(peaks.map(\.year))
        let highestYear = profile.years.map(\.share).max() ?? 0
        years = profile.years.reversed().map { year in
            EntityPageView.YearRow(
                label: String(year.year), rank: peakYears.contains(year.year) ? "peak" : "", hasRank: peakYears.contains(year.year),
                hasLink: yearURLs[year.year] != nil, url: yearURLs[year.year] ?? "", count: ReportSection.percent(year.share),
                barPercent: highestYear > 0 ? Int((year.share / highestYear * 100).rounded()) : 0)
        }
        hasYears = !profile.years.isEmpty
        yearsSummary = "Its share of each year's genre votes, with \(DisplayFormat.listens(profile.listenCount)) of it in all."

        func row(_ offset: Int, name: String, ref: EntityRef, byline: String, count: Int, top: Int) -> TopListRow {
            TopListRow(
                rank: offset + 1, name: name, link: links.url(for: ref, from: EntityLinks.fromEntityPage), byline: byline,
                count: count, topCount: top)
        }
        var lists: [EntityPageView.List] = []
        if let top = profile.topArtists.first?.listenCount {
            lists.append(
                EntityPageView.List(
                    id: "top-artists", title: "Most played artists",
                    rows: profile.topArtists.enumerated().map { offset, artist in
                        row(offset, name: artist.name, ref: EntityRef(artist), byline: "", count: artist.listenCount, top: top)
                    }))
        }
        if let top = profile.topAlbums.first?.listenCount {
            lists.append(
                EntityPageView.List(
                    id: "top-albums", title: "Most played albums",
                    rows: AlikeEntries.toldApart(
                        profile.topAlbums.enumerated().map { offset, release in
                            row(offset, name: release.name, ref: EntityRef(release), byline: release.artistName, count: release.listenCount, top: top)
                        }, details: [])))
        }
        if let top = profile.topTracks.first?.listenCount {
            lists.append(
                EntityPageView.List(
                    id: "top-tracks", title: "Most played tracks",
                    rows: AlikeEntries.toldApart(
                        profile.topTracks.enumerated().map { offset, recording in
                            row(offset, name: recording.trackName, ref: EntityRef(recording), byline: recording.artistName, count: recording.listenCount, top: top)
                        }, details: profile.topTracks.map(\.releaseName))))
        }
        self.lists = lists
    }
}
