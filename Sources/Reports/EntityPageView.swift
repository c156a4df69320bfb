import ListenModel

/// What `html/entity.mustache` reads: the page of one artist, album or track.
struct EntityPageView: Sendable {
    /// One fact card: "First listen", "12 Mar 2019", "Tue".
    struct Fact: Sendable {
        var label: String
        var value: String
        var detail: String
        var hasDetail: Bool

        init(_ label: String, _ value: String, detail: String = "") {
            self.label = label
            self.value = value
            self.detail = detail
            hasDetail = !detail.isEmpty
        }
    }

    /// One year's bar, linked to that year's report when the site has it.
    struct YearRow: Sendable {
        var label: String
        /// "#3": an artist's rank among all artists that year; empty otherwise.
        var rank: String
        var hasRank: Bool
        var hasLink: Bool
        var url: String
        var count: String
        var barPercent: Int
    }

    /// One day with listens in the calendar, placed in its week's column and weekday's row.
    struct CalendarDayCell: Sendable {
        /// "3/17": its weekday's row and week's column as CSS `grid-area` reads them, one field
        /// rather than two, since a heavy history's calendars have 83,000 cells.
        var area: String
        var level: Int
        var label: String
    }

    /// A list of other entities (top tracks, top albums, played next).
    struct List: Sendable {
        var id: String
        var title: String
        var rows: [TopListRow]
    }

    var user: String
    var generator: String
    var kindLabel: String
    var name: String
    var pageTitle: String
    /// An album's or track's artist credit and a track's album, linked to their pages.
    var artistCredit: String
    var hasArtistCredit: Bool
    var hasArtistURL: Bool
    var artistURL: String
    var albumName: String
    var hasAlbum: Bool
    var hasAlbumURL: Bool
    var albumURL: String
    var hasMusicBrainz: Bool
    var musicBrainzURL: String
    /// An album's or track's cover, from the user's cover folder.
    var hasCover: Bool
    var coverPath: String
    var coverAlt: String
    var indexURL: String
    var archiveURL: String
    /// The site's shared stylesheet (`StylesheetView`), from this page.
    var stylesheetURL = "../../" + StylesheetView.path
    /// The user's search, from this page.
    var search = SearchBox(depthBelowUserFolder: 1)
    var facts: [Fact]
    var years: [YearRow]
    var hasYears: Bool
    /// The month strip's columns, one per month with listens, as SVG path data in a box of
    /// `monthCount` by 100 above y = 0: a tenth of the bytes of an element per month (a ten-year artist has
    /// 120), and a heavy history's pages have six hundred thousand of them.
    var monthsPath: String
    var hasMonths: Bool
    /// Columns of the month strip: every month from the first listen to the last.
    var monthCount: Int
    var monthsSummary: String
    var busiestMonthText: String
    var firstMonth: String
    var lastMonth: String
    var charts: [ChartView]
    /// An artist's last 53 weeks of listening days, up to its last listen, as week columns.
    var calendar: [CalendarDayCell]
    var hasCalendar: Bool
    var calendarSummary: String
    var lists: [List]
    /// Its medals, certifications and round listen counts, oldest first.
    var milestones: [ReviewRow]
    var hasMilestones: Bool

    /// - Parameters:
    ///   - yearURLs: the year reports the site publishes, year to URL from this page.
    ///   - coverPath: where this page finds a cover, when the site has it.
    init(
        _ profile: EntityProfile, user: String, generator: String, charts: [ChartReference], links: EntityLinks,
        yearURLs: [Int: String], coverPath: (CoverArtKey?) -> String? = { _ in nil }
    ) {
        self.init(
            profile, user: user, generator: generator, charts: charts, links: EntityPageLinks(profile, links: links),
            yearURLs: yearURLs, coverPath: coverPath)
    }

    /// - Parameter links: the pages it links, looked up once for it and its fingerprint.
    init(
        _ profile: EntityProfile, user: String, generator: String, charts: [ChartReference], links: EntityPageLinks,
        yearURLs: [Int: String], coverPath: (CoverArtKey?) -> String? = { _ in nil }
    ) {
        let ref = profile.ref
        self.user = user
        self.generator = generator
        kindLabel = ref.kind.label
        name = ref.name
        artistCredit = ref.artistName
        hasArtistCredit = ref.kind != .artist && !ref.artistName.isEmpty
        let artistPage = hasArtistCredit ? links.artist : nil
        hasArtistURL = artistPage != nil
        artistURL = artistPage ?? ""
        albumName = ref.kind == .track ? (ref.releaseName ?? "") : ""
        hasAlbum = !albumName.isEmpty
        let albumPage = hasAlbum ? links.album : nil
        hasAlbumURL = albumPage != nil
        albumURL = albumPage ?? ""
        pageTitle = "\(ref.name) · \(user)"
        let musicBrainz = MusicBrainzLink.url(for: ref)
        hasMusicBrainz = musicBrainz != nil
        musicBrainzURL = musicBrainz ?? ""
        let cover = coverPath(profile.coverArtKey)
        hasCover = cover != nil
        self.coverPath = cover ?? ""
        let album = ref.kind == .track ? (ref.releaseName ?? ref.name) : ref.name
        coverAlt = ref.artistName.isEmpty ? "Cover of \(album)" : "Cover of \(album) by \(ref.artistName)"
        indexURL = "../../index.html"
        archiveURL = "../index.html"

        var facts = [
            Fact(
                "Listens", DisplayFormat.count(profile.listenCount),
                detail: EntityRankLabel.allTime(profile.rank, of: profile.rankedCount, plural: ref.kind.plural)),
            Fact("First listen", Self.shortDay(profile.firstDay)),
            Fact("Last listen", Self.shortDay(profile.lastDay)),
        ]
        let total = profile.knownListeningMs + profile.estimatedListeningMs
        facts.append(
            Fact(
                "Listening time", DisplayFormat.duration(milliseconds: total),
                detail: profile.estimatedListenCount > 0
                    ? "\(DisplayFormat.duration(milliseconds: profile.estimatedListeningMs)) estimated (\(DisplayFormat.listens(profile.estimatedListenCount)) of unknown length)"
                    : ""))
        if let gap = profile.longestGap {
            facts.append(
                Fact(
                    "Longest gap", DisplayFormat.days(gap.days),
                    detail: "\(Self.shortDay(gap.lastBefore)) – \(Self.shortDay(gap.firstAfter))"))
        }
        if profile.weeksAtNumberOne > 0 {
            facts.append(
                Fact(
                    "Weeks at #1", DisplayFormat.count(profile.weeksAtNumberOne),
                    detail: "as the week's most played artist"))
        }
        if ref.kind != .artist, let seconds = profile.averageGapSeconds {
            facts.append(Fact("Average gap", Self.gap(seconds), detail: "between two listens"))
        }
        self.facts = facts

        let busiestYear = profile.years.map(\.listenCount).max() ?? 0
        var yearRanks: [Int: Int] = [:]
        for entry in profile.yearRanks { yearRanks[entry.year] = EntityRankLabel.year(entry.rank) }
        years = profile.years.reversed().map { year in
            YearRow(
                label: String(year.year), rank: yearRanks[year.year].map { "#\(DisplayFormat.count($0))" } ?? "",
                hasRank: yearRanks[year.year] != nil, hasLink: yearURLs[year.year] != nil, url: yearURLs[year.year] ?? "",
                count: DisplayFormat.count(year.listenCount), barPercent: year.listenCount * 100 / max(busiestYear, 1))
        }
        hasYears = profile.years.count > 0
        let busiestMonth = profile.months.map(\.listenCount).max() ?? 0
        monthsPath = Self.columnsPath(profile.months.map(\.listenCount), busiest: busiestMonth)
        monthCount = profile.months.count
        hasMonths = profile.months.count > 1
        monthsSummary = "Listens per month, \(DisplayFormat.count(profile.months.count)) months; the busiest had \(DisplayFormat.listens(busiestMonth))."
        // The strip has no axis: its tallest column is named under it, so its scale is read, not hovered.
        busiestMonthText = profile.months.first { $0.listenCount == busiestMonth }.map {
            "Busiest: \(CalendarNames.shortMonths[$0.month - 1]) \($0.year), \(DisplayFormat.listens($0.listenCount))"
        } ?? ""
        firstMonth = profile.months.first.map { "\(CalendarNames.shortMonths[$0.month - 1]) \($0.year)" } ?? ""
        lastMonth = profile.months.last.map { "\(CalendarNames.shortMonths[$0.month - 1]) \($0.year)" } ?? ""
        // Each chart has its section, whose heading names it.
        self.charts = charts.map { chart in
            var view = ChartView(chart)
            view.showsTitle = false
            return view
        }
        calendar = Self.calendar(profile.days, through: profile.lastDay)
        hasCalendar = !profile.days.isEmpty
        let recent = profile.days.filter { $0.day.dayNumber > profile.lastDay.dayNumber - 371 }.count
        calendarSummary =
            "Played on \(DisplayFormat.days(recent)) of the 53 weeks to \(Self.shortDay(profile.lastDay)); on \(DisplayFormat.days(profile.days.count)) in all."
        // The cells are shades (a day's count is their hover text): the busiest is said in words.
        if let busiest = profile.days.max(by: { $0.listenCount != $1.listenCount ? $0.listenCount < $1.listenCount : $0.day.dayNumber > $1.day.dayNumber }) {
            calendarSummary += " The busiest day: \(Self.shortDay(busiest.day)), \(DisplayFormat.listens(busiest.listenCount))."
        }

        // A list shows covers when one of its entries has one cached; the others get tiles. An
        // album's own tracks would all repeat its cover: they show none.
        func rows(_ recordings: [RecordingCount], links: [String?], byline: (RecordingCount) -> String) -> [TopListRow] {
            let top = recordings.first?.listenCount ?? 0
            let showsCovers = ref.kind != .album && recordings.contains { coverPath($0.coverArtKey) != nil }
            let rows = recordings.enumerated().map { offset, recording in
                let row = TopListRow(
                    rank: offset + 1, name: recording.trackName, link: links[offset],
                    byline: byline(recording), count: recording.listenCount, topCount: top)
                guard showsCovers else { return row }
                return row.withCover(
                    coverPath(recording.coverArtKey), album: recording.releaseName ?? recording.trackName,
                    artist: recording.artistName)
            }
            return AlikeEntries.toldApart(rows, details: recordings.map(\.releaseName))
        }
        var lists: [List] = []
        if !profile.topTracks.isEmpty {
            lists.append(
                List(
                    id: "top-tracks", title: "Most played tracks",
                    rows: rows(profile.topTracks, links: links.topTracks) { ref.kind == .artist ? ($0.releaseName ?? "") : "" }))
        }
        if !profile.topAlbums.isEmpty {
            let top = profile.topAlbums.first?.listenCount ?? 0
            let showsCovers = profile.topAlbums.contains { coverPath($0.coverArtKey) != nil }
            lists.append(
                List(
                    id: "top-albums", title: "Most played albums",
                    rows: AlikeEntries.toldApart(
                        profile.topAlbums.enumerated().map { offset, release in
                            let row = TopListRow(
                                rank: offset + 1, name: release.name, link: links.topAlbums[offset],
                                byline: Self.creditsOtherArtists(release, than: ref) ? release.artistName : "", count: release.listenCount,
                                topCount: top)
                            return showsCovers
                                ? row.withCover(coverPath(release.coverArtKey), album: release.name, artist: release.artistName) : row
                        }, details: [])))
        }
        if !profile.playedNext.isEmpty {
            lists.append(List(id: "played-next", title: "Most often played next", rows: rows(profile.playedNext, links: links.playedNext) { $0.artistName }))
        }
        self.lists = lists
        milestones = Self.milestoneRows(profile, yearURLs: yearURLs)
        hasMilestones = !milestones.isEmpty
    }

    /// One row per milestone, said from the entity's side ("#1 artist of 2024", "250 plays
    /// reached"); a medal links its year's report.
    static func milestoneRows(_ profile: EntityProfile, yearURLs: [Int: String]) -> [ReviewRow] {
        let clock = WallClock(named: profile.timeZone)
        return profile.milestones.compactMap { milestone in
            let day = shortDay(milestone.day)
            switch milestone.kind {
            case .medal:
                let year = milestone.year ?? milestone.day.year
                return ReviewRow(
                    lead: milestone.medalName,
                    direction: milestone.value == 1 ? .up : .flat,
                    name: "#\(milestone.value) \(milestone.subjectNoun) of \(year)", link: yearURLs[year],
                    value: milestone.listenCount.map(DisplayFormat.listens) ?? "")
            case .certification:
                return ReviewRow(
                    lead: DisplayFormat.count(milestone.value), direction: .up, name: "plays reached", value: day)
            case .listenCount:
                return ReviewRow(
                    lead: ReviewRows.ordinal(milestone.value), direction: .up, name: "listen of the whole history",
                    byline: "at \(DisplayFormat.clockTime(milestone.time, on: clock))", value: day)
            case .eddington:
                return nil
            }
        }
    }

    /// One column per month with a value above 0 (listens, a genre's share), in its place among
    /// all months, as tall as its part of the `busiest` (at least 2 of 100, so a single listen
    /// shows).
    static func columnsPath(_ values: [Int], busiest: Int) -> String {
        // Each column is a stroke (its width in the stylesheet) up from the baseline at y = 0,
        // reached from the top of the one before by a relative move: a third of the bytes of a
        // filled box per month.
        var path = ""
        var previous: (offset: Int, height: Int)?
        for (offset, value) in values.enumerated() where value > 0 {
            let height = max(2, value * 100 / max(busiest, 1))
            if let previous {
                path += "m\(offset - previous.offset) \(previous.height)v-\(height)"
            } else {
                path += "M\(offset).5 0v-\(height)"
            }
            previous = (offset, height)
        }
        return path
    }

    /// Whether an artist page names an album's credit under it: not when the credit is the
    /// artist, or (by MBID) includes them, as a collaboration's long credit mostly repeats the
    /// page's own name; yes for another artist's album (a compilation, a guest spot).
    static func creditsOtherArtists(_ release: ReleaseCount, than artist: EntityRef) -> Bool {
        if release.artistName == artist.name { return false }
        if let mbid = artist.mbid, release.artistMBIDs.contains(mbid) { return false }
        return true
    }

    /// "25 Nov 2024": fits a fact card on a phone.
    static func shortDay(_ day: CalendarDay) -> String {
        "\(day.day) \(CalendarNames.shortMonths[day.month - 1]) \(day.year)"
    }

    /// The days with listens of the 53 weeks (Monday first) up to `last`, each shaded by its
    /// listens and placed in the grid; days without stay the grid's background.
    static func calendar(_ days: [DayCount], through last: CalendarDay) -> [CalendarDayCell] {
        let first = last.dayNumber - last.weekdayIndex - 52 * 7
        let shown = days.filter { $0.day.dayNumber >= first && $0.day.dayNumber <= last.dayNumber && $0.listenCount > 0 }
        let maximum = shown.map(\.listenCount).max() ?? 0
        return shown.map { day in
            let offset = day.day.dayNumber - first
            return CalendarDayCell(
                area: "\(offset % 7 + 1)/\(offset / 7 + 1)", level: HeatmapSection.level(day.listenCount, maximum: maximum),
                label: "\(shortDay(day.day)): \(DisplayFormat.listens(day.listenCount))")
        }
    }

    /// "3 days", "5 h", "40 min": the average time between two listens, roughly.
    static func gap(_ seconds: Int64) -> String {
        if seconds >= 2 * 86_400 { return DisplayFormat.days(Int(seconds / 86_400)) }
        if seconds >= 2 * 3600 { return "\(seconds / 3600) h" }
        return "\(max(1, seconds / 60)) min"
    }
}

extension EntityPageView: MustacheFields {
    static let fields: [String: @Sendable (EntityPageView) -> Any] = [
        "user": { $0.user }, "generator": { $0.generator }, "kindLabel": { $0.kindLabel }, "name": { $0.name },
        "pageTitle": { $0.pageTitle }, "artistCredit": { $0.artistCredit }, "hasArtistCredit": { $0.hasArtistCredit },
        "hasArtistURL": { $0.hasArtistURL }, "artistURL": { $0.artistURL }, "albumName": { $0.albumName },
        "hasAlbum": { $0.hasAlbum }, "hasAlbumURL": { $0.hasAlbumURL }, "albumURL": { $0.albumURL },
        "hasMusicBrainz": { $0.hasMusicBrainz }, "musicBrainzURL": { $0.musicBrainzURL }, "indexURL": { $0.indexURL },
        "archiveURL": { $0.archiveURL }, "facts": { $0.facts }, "years": { $0.years }, "hasYears": { $0.hasYears },
        "monthsPath": { $0.monthsPath }, "hasMonths": { $0.hasMonths }, "monthCount": { $0.monthCount },
        "monthsSummary": { $0.monthsSummary }, "busiestMonthText": { $0.busiestMonthText }, "firstMonth": { $0.firstMonth },
        "lastMonth": { $0.lastMonth },
        "charts": { $0.charts }, "calendar": { $0.calendar }, "hasCalendar": { $0.hasCalendar },
        "calendarSummary": { $0.calendarSummary }, "lists": { $0.lists }, "milestones": { $0.milestones },
        "hasMilestones": { $0.hasMilestones }, "hasCover": { $0.hasCover }, "coverPath": { $0.coverPath },
        "coverAlt": { $0.coverAlt }, "stylesheetURL": { $0.stylesheetURL }, "search": { $0.search },
    ]
}

extension EntityPageView.Fact: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "label": { $0.label }, "value": { $0.value }, "detail": { $0.detail }, "hasDetail": { $0.hasDetail },
    ]
}

extension EntityPageView.YearRow: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "label": { $0.label }, "rank": { $0.rank }, "hasRank": { $0.hasRank }, "hasLink": { $0.hasLink },
        "url": { $0.url }, "count": { $0.count }, "barPercent": { $0.barPercent },
    ]
}

extension EntityPageView.CalendarDayCell: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "area": { $0.area }, "level": { $0.level }, "label": { $0.label },
    ]
}

extension EntityPageView.List: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = ["id": { $0.id }, "title": { $0.title }, "rows": { $0.rows }]
}
