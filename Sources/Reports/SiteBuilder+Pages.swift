import Foundation
import ListenModel

extension SiteBuilder {
    /// A user's own pages beside the reports: the user's page (the archive), the A–Z indexes of
    /// the artist, album and track pages, and the search index, as (path in the site, text).
    func renderUserPages(
        _ user: String, periods: [SitePeriod], entityIndexes: [EntityKind: [EntityIndexView.Entry]] = [:],
        genres: [SearchIndex.Entry] = []
    ) throws -> [(String, String)] {
        var pages: [(String, String)] = []
        let folder = SitePath.component(user)
        let newestFirst = periods.reversed()
        let groups = ReportPeriodKind.allCases.compactMap { kind -> SiteLinkGroup? in
            let reports = newestFirst.filter { $0.period.kind == kind }.map {
                SiteLink(title: $0.period.title, url: "\($0.period.relativePath)/index.html")
            }
            return reports.isEmpty ? nil : SiteLinkGroup(title: Self.groupTitle(kind), reports: reports)
        }
        var archive = SiteUserView(
            user: user, generator: options.generator, indexURL: "../index.html", summary: Self.summary(of: periods),
            groups: groups)
        archive.archiveYears = Self.archiveYears(Array(newestFirst))
        if let allTime = newestFirst.first(where: { $0.period.kind == .allTime }) {
            archive.hasAllTime = true
            archive.allTimeURL = "\(allTime.period.relativePath)/index.html"
        }
        // Every artist, album and track page, listed: the way to the pages no top list leads to.
        for kind in EntityKind.allCases {
            guard let entries = entityIndexes[kind], !entries.isEmpty else { continue }
            let view = EntityIndexView(user: user, generator: options.generator, kind: kind, entries: entries)
            pages.append(("\(folder)/\(EntityIndexView.fileName(kind))", try templates.render("entity-index", in: .html, view)))
            archive.entityIndexes.append(SiteLink(title: "\(view.title) (\(DisplayFormat.count(entries.count)))", url: EntityIndexView.fileName(kind)))
        }
        archive.hasEntityIndexes = !archive.entityIndexes.isEmpty
        archive.genres = genres.map { SiteLink(title: $0.name, url: $0.url) }
        archive.hasGenres = !archive.genres.isEmpty
        let search = SearchIndex(pages: entityIndexes, genres: genres, periods: periods)
        pages.append(("\(folder)/\(SearchIndex.fileName)", search.script()))
        pages.append(("\(folder)/index.html", try templates.render("site-user", in: .html, archive)))
        return pages
    }

    /// The pages that span users, from their summaries alone: the front page, the feed, the
    /// comparison page, `404.html`, the stylesheet, the search script and the sitemap over
    /// `reportKeys` (the manifest's reports and pages). A whole build and the merge of a
    /// sharded run both render them here.
    func renderSitePages(
        _ summaries: [SiteUserSummary], reportKeys: some Sequence<String>,
        compatibility: ([ArtistCount], [ArtistCount]) -> ListenerCompatibility?
    ) throws -> [(String, String)] {
        let published = summaries.map { (user: $0.user, periods: $0.periods) }
        var headlines: [String: PeriodHeadline] = [:]
        var pagesByUser: [String: [EntityRef: String]] = [:]
        for summary in summaries {
            headlines.merge(summary.headlines) { first, _ in first }
            pagesByUser[summary.user] = summary.pagesByEntity
        }
        var pages: [(String, String)] = []
        var entries: [SiteUserEntry] = []
        for (user, periods) in published {
            let folder = SitePath.component(user)
            let newestFirst = periods.reversed()
            let latest = [ReportPeriodKind.week, .month, .year, .allTime].compactMap { kind in
                newestFirst.first { $0.period.kind == kind }.map {
                    SiteLink(title: $0.period.title, url: "\(folder)/\($0.period.relativePath)/index.html")
                }
            }
            var entry = SiteUserEntry(name: user, archiveURL: "\(folder)/index.html", summary: Self.summary(of: periods), latest: latest)
            func card(_ eyebrow: String, _ period: SitePeriod) -> SitePeriodCard {
                let headline = headlines[SitePath.report(user: user, period: period.period)]
                let artistURL = headline?.topArtists.first.flatMap { pagesByUser[user]?[EntityRef($0)] }
                return SitePeriodCard(
                    eyebrow: eyebrow, period: period, url: "\(folder)/\(period.period.relativePath)/index.html",
                    headline: headline, topArtistURL: artistURL.map { "\(folder)/\($0)" })
            }
            entry.cards = [(ReportPeriodKind.week, "Latest week"), (.month, "Latest month")].compactMap { kind, eyebrow in
                newestFirst.first { $0.period.kind == kind }.map { card(eyebrow, $0) }
            }
            entry.years = newestFirst.filter { $0.period.kind == .year }.map { card("Year", $0) }
            entry.hasYears = !entry.years.isEmpty
            entries.append(entry)
        }
        var index = SiteIndexView(title: options.title, generator: options.generator, feedURL: "feed.xml", users: entries)
        let comparisons = comparisonPage(summaries, pages: pagesByUser, compatibility: compatibility)
        if let comparisons {
            index.hasComparison = true
            index.comparisonURL = ComparisonPageView.path
            pages.append((ComparisonPageView.path, try templates.render("compare", in: .html, comparisons)))
        }
        pages.append(("index.html", try templates.render("site-index", in: .html, index)))
        pages.append(("feed.xml", try templates.render("feed", in: .atom, feed(published, headlines: headlines, pages: pagesByUser))))
        let folders = Array(reportKeys) + (comparisons == nil ? [] : ["compare"]) + summaries.flatMap(\.genrePages)
        return pages + (try renderSiteExtras(folders: folders, userFolders: summaries.map { SitePath.component($0.user) }))
    }

    /// The Atom feed: the newest reports of every user, timed by their newest listen, and the
    /// milestones reached in them, newest first.
    func feed(
        _ published: [(user: String, periods: [SitePeriod])], headlines: [String: PeriodHeadline] = [:],
        pages: [String: [EntityRef: String]] = [:]
    ) -> FeedView {
        let utc = WallClock(named: "UTC")
        let base = options.baseURL ?? ""
        let newest = feedPeriods(published)
        let reports = newest.map { user, period in
            let key = SitePath.report(user: user, period: period.period)
            let headline = headlines[key]
            return FeedEntry(
                title: "\(user) · \(period.period.title)",
                id: options.baseURL.map { $0 + key + "/" } ?? Self.uuidURN(key),
                updated: DisplayFormat.isoTimestamp(period.lastListenAt, on: utc), author: user,
                url: base + key + "/index.html",
                summary: Self.feedSummary(period, headline: headline),
                content: Self.feedContent(period, headline: headline, url: base + key + "/index.html"))
        }
        // A stable sort: reports keep their order among equal times, milestones follow.
        let entries = (reports + milestoneEntries(newest, headlines: headlines, pages: pages)).enumerated()
            .sorted { ($0.element.updated, -$0.offset) > ($1.element.updated, -$1.offset) }.map(\.element)
        return FeedView(
            title: options.title, id: options.baseURL.map { $0 + "feed.xml" } ?? Self.uuidURN("feed:" + options.title),
            updated: entries.first?.updated ?? DisplayFormat.isoTimestamp(0, on: utc), generator: options.generator,
            indexURL: base + "index.html", hasSelfURL: true, selfURL: base + "feed.xml",
            entries: entries)
    }

    /// "12,345 listens · 104 weeks · 24 months · 2 years".
    static func summary(of periods: [SitePeriod]) -> String {
        let allTime = periods.first { $0.period.kind == .allTime }?.listenCount
        let listens = allTime ?? periods.filter { $0.period.kind == .year }.reduce(0) { $0 + $1.listenCount }
        var parts = [DisplayFormat.listens(listens)]
        for (kind, noun) in [(ReportPeriodKind.week, "week"), (.month, "month"), (.year, "year")] {
            let count = periods.filter { $0.period.kind == kind }.count
            if count > 0 { parts.append("\(DisplayFormat.count(count)) \(noun)\(count == 1 ? "" : "s")") }
        }
        return parts.joined(separator: " · ")
    }

    static func groupTitle(_ kind: ReportPeriodKind) -> String {
        switch kind {
        case .week: "Weeks"
        case .month: "Months"
        case .quarter: "Quarters"
        case .halfYear: "Half years"
        case .year: "Years"
        case .allTime: "All time"
        case .days: "Other periods"
        }
    }

    /// A stable `urn:uuid:` for `name`: a version-8 (custom) UUID from its stable hash.
    static func uuidURN(_ name: String) -> String {
        var hasher = StableHasher()
        hasher.combine(name)
        var (high, low) = hasher.words
        high = (high & ~0xF000) | 0x8000
        low = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        let hex = StableHasher.hex(high) + StableHasher.hex(low)
        let characters = Array(hex)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }
        return "urn:uuid:" + groups.joined(separator: "-")
    }
}
