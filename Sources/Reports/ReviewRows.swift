import ListenModel

/// The rows of the year review's comparison sections and of the milestones, made once from the
/// engine's values for the page, the Markdown and the share cards alike.
enum ReviewRows {
    /// "↑ 12% on 2024 (9,876)": a change with an arrow, and the direction it went; `year` names
    /// what was compared ("2024", "Jan–Nov 2024").
    static func change(from previous: Int64, to current: Int64, year: String, previousText: String) -> (text: String, direction: ChangeDirection) {
        let change = yearChange(from: previous, to: current, year: year, previousText: previousText)
        return ([change.lead, change.rest].compactMap { $0 }.joined(separator: " "), change.direction)
    }

    /// A change against the year before in two parts: its lead ("↓ 11%", "="; none when the
    /// year before had nothing) and the rest ("on 2024 (1,138 h)").
    static func yearChange(from previous: Int64, to current: Int64, year: String, previousText: String)
        -> (lead: String?, rest: String, direction: ChangeDirection)
    {
        guard previous > 0 else { return (nil, current > 0 ? "none in \(year)" : "none in \(year) either", current > 0 ? .up : .flat) }
        let percent = (Double(current - previous) / Double(previous) * 100).rounded()
        if percent == 0 { return ("=", "\(year) (\(previousText))", .flat) }
        let arrow = percent > 0 ? "↑" : "↓"
        return ("\(arrow) \(DisplayFormat.count(Int(abs(percent))))%", "on \(year) (\(previousText))", percent > 0 ? .up : .down)
    }

    /// What the year is compared with: the year before, or its first months while this year is
    /// in progress ("Jan–Nov 2025", "Jan 2025").
    static func comparedPeriod(_ comparison: YearComparison) -> String {
        guard let months = comparison.comparedMonths, months < 12 else { return String(comparison.previousYear) }
        let last = CalendarNames.shortMonths[max(0, months - 1)]
        return months == 1 ? "\(last) \(comparison.previousYear)" : "\(CalendarNames.shortMonths[0])–\(last) \(comparison.previousYear)"
    }

    /// "25%": a share, rounded to a whole percent.
    static func percent(_ share: Double?) -> String {
        share.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
    }

    /// The three numbers of a year against the one before.
    /// The year's listens, listening time and share of new artists against the year before;
    /// without the listens on a page, whose headline compares them already.
    static func comparisonCards(_ comparison: YearComparison, includingListens: Bool = true) -> [HeadlineCard] {
        let year = comparedPeriod(comparison)
        let listens = change(
            from: Int64(comparison.previousListenCount), to: Int64(comparison.listenCount), year: year,
            previousText: DisplayFormat.count(comparison.previousListenCount))
        let previousTime = DisplayFormat.duration(milliseconds: comparison.previousListeningSeconds * 1000)
        let time = change(from: comparison.previousListeningSeconds, to: comparison.listeningSeconds, year: year, previousText: previousTime)
        let timeChange = yearChange(from: comparison.previousListeningSeconds, to: comparison.listeningSeconds, year: year, previousText: previousTime)
        let share = comparison.newArtistShare ?? 0
        let previousShare = comparison.previousNewArtistShare ?? 0
        let shareDirection: ChangeDirection =
            percent(share) == percent(previousShare) ? .flat : share > previousShare ? .up : .down
        let arrow = shareDirection == .up ? "↑ from" : shareDirection == .down ? "↓ from" : "= "
        let listensCard = HeadlineCard(
            label: "Listens", value: DisplayFormat.count(comparison.listenCount), detail: listens.text, changeClass: listens.direction.rawValue)
        var timeCard = HeadlineCard(
            label: "Listening time", value: DisplayFormat.duration(milliseconds: comparison.listeningSeconds * 1000), detail: time.text,
            changeClass: time.direction.rawValue)
        // Beside the page's headline, which says the year's listening time, the change is the
        // number: "↓ 11%", on Jan–Nov 2025 (1,138 h).
        if !includingListens, let lead = timeChange.lead {
            timeCard.value = lead
            timeCard.detail = timeChange.rest
        }
        return (includingListens ? [listensCard] : []) + [
            timeCard,
            HeadlineCard(
                label: "New artists", value: percent(comparison.newArtistShare),
                detail: "\(arrow) \(percent(comparison.previousNewArtistShare)) in \(year); \(DisplayFormat.count(comparison.newArtistCount)) new" + (includingListens ? " of \(DisplayFormat.count(comparison.artistCount)) artists" : ""),
                changeClass: shareDirection.rawValue),
        ]
    }

    static func climbers(_ changes: YearRankChanges, links: EntityLinks?) -> [ReviewRow] {
        changes.climbers.map { shift in
            ReviewRow(
                lead: "▲ \((shift.previousRank ?? 0) - (shift.rank ?? 0))", direction: .up, name: shift.name,
                link: EntityLinks.link(artist: shift.name, mbid: shift.mbid, in: links), byline: "#\(shift.previousRank ?? 0) → #\(shift.rank ?? 0)",
                value: DisplayFormat.count(shift.listenCount))
        }
    }

    static func fallers(_ changes: YearRankChanges, links: EntityLinks?) -> [ReviewRow] {
        changes.fallers.map { shift in
            ReviewRow(
                lead: "▼ \((shift.rank ?? 0) - (shift.previousRank ?? 0))", direction: .down, name: shift.name,
                link: EntityLinks.link(artist: shift.name, mbid: shift.mbid, in: links), byline: "#\(shift.previousRank ?? 0) → #\(shift.rank ?? 0)",
                value: DisplayFormat.count(shift.listenCount))
        }
    }

    static func newEntries(_ changes: YearRankChanges, links: EntityLinks?) -> [ReviewRow] {
        changes.newEntries.map { shift in
            ReviewRow(
                lead: "#\(shift.rank ?? 0)", direction: .up, name: shift.name, link: EntityLinks.link(artist: shift.name, mbid: shift.mbid, in: links),
                byline: shift.previousRank.map { "new, up from #\($0)" } ?? "new: not played the year before",
                value: DisplayFormat.count(shift.listenCount))
        }
    }

    static func discoveries(_ review: YearReview, links: EntityLinks?) -> [ReviewRow] {
        review.topDiscoveries.enumerated().map { offset, artist in
            ReviewRow(
                lead: "#\(offset + 1)", name: artist.name, link: EntityLinks.link(EntityRef(artist), in: links),
                value: DisplayFormat.count(artist.listenCount))
        }
    }

    static func discoveryAlbums(_ review: YearReview, links: EntityLinks?) -> [ReviewRow] {
        review.topDiscoveryReleases.enumerated().map { offset, release in
            ReviewRow(
                lead: "#\(offset + 1)", name: release.name, link: EntityLinks.link(EntityRef(release), in: links),
                byline: release.artistName, value: DisplayFormat.count(release.listenCount))
        }
    }

    static func forgotten(_ review: YearReview, links: EntityLinks?) -> [ReviewRow] {
        let clock = WallClock(named: review.timeZone)
        return review.forgottenFavourites.map { favourite in
            ReviewRow(
                lead: "#\(favourite.bestRank)", name: favourite.name, link: EntityLinks.link(artist: favourite.name, mbid: favourite.mbid, in: links),
                byline: "#\(favourite.bestRank) in \(favourite.bestYear) · last played \(DisplayFormat.day(favourite.lastListened, on: clock))",
                value: DisplayFormat.count(favourite.listenCount))
        }
    }

    static func months(_ review: YearReview, links: EntityLinks?) -> [ReviewRow] {
        review.monthTopArtists.compactMap { month in
            month.artist.map { artist in
                ReviewRow(
                    lead: CalendarNames.shortMonths[max(0, min(11, month.month - 1))], name: artist.name,
                    link: EntityLinks.link(EntityRef(artist), in: links), value: DisplayFormat.count(artist.listenCount))
            }
        }
    }

    /// The medals, certifications and round listen counts (not the Eddington steps, which the
    /// section says in one sentence), oldest first.
    static func milestones(_ milestones: [Milestone], clock: WallClock, links: EntityLinks?) -> [ReviewRow] {
        milestones.compactMap { milestone in
            let day = DisplayFormat.day(milestone.day, weekday: false)
            let name = milestone.name ?? ""
            let byline = milestone.artistName ?? ""
            switch milestone.kind {
            case .listenCount:
                return ReviewRow(
                    lead: ordinal(milestone.value), direction: .up, name: name,
                    link: milestone.entityRef.flatMap { EntityLinks.link($0, in: links) },
                    byline: [byline, "at \(DisplayFormat.clockTime(milestone.time, on: clock))"].filter { !$0.isEmpty }.joined(separator: " · "),
                    value: day)
            case .certification:
                return ReviewRow(
                    lead: "\(DisplayFormat.count(milestone.value)) plays", direction: .up, name: name,
                    link: milestone.entityRef.flatMap { EntityLinks.link($0, in: links) },
                    byline: [byline, milestone.subjectNoun].filter { !$0.isEmpty }.joined(separator: " · "),
                    value: day)
            case .medal:
                return ReviewRow(
                    lead: milestone.medalName, direction: milestone.value == 1 ? .up : .flat, name: name, link: milestone.entityRef.flatMap { EntityLinks.link($0, in: links) },
                    byline: [byline, "#\(milestone.value) \(milestone.subjectNoun) of \(milestone.year.map(String.init) ?? "")"].filter { !$0.isEmpty }.joined(separator: " · "),
                    value: milestone.listenCount.map(DisplayFormat.count) ?? "")
            case .eddington:
                return nil
            }
        }
    }

    /// "1st", "2nd", "10,000th".
    static func ordinal(_ value: Int) -> String {
        let suffix: String
        switch (value % 10, value % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return DisplayFormat.count(value) + suffix
    }
}
