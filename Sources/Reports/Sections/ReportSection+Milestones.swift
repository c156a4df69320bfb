import Charts
import ListenModel

extension ReportSection {
    /// Landmarks reached in the period: round listen counts, certifications, medals, weeks at
    /// #1 and the Eddington number.
    static let milestones = reviewList(
        id: .milestones, title: "Milestones", dataPath: "stats.milestones",
        charts: [
            SectionChart(
                id: "milestones-card", caption: "The year's medals and certifications, 1080×1080", size: .posterSquare,
                needsYear: true, isShareCard: true, title: { "Milestones of \($0.requiredYear.review.year)" },
                altText: { input in "Share card: " + ShareCard(data: milestonesCard(input)).summary },
                // Only a year report (the one that has a year review) gets the card.
                isDrawn: { input in input.year != nil && !ReviewRows.milestones(input.stats.milestones, clock: WallClock(named: input.stats.timeZone), links: nil).isEmpty },
                make: { input, theme in ShareCard(data: milestonesCard(input), theme: theme) })
        ],
        isShown: { $0.stats.eddington != nil },
        body: { content, charts in
            let stats = content.stats
            let clock = WallClock(named: stats.timeZone)
            let rows = ReviewRows.milestones(stats.milestones, clock: clock, links: content.entityLinks)
            let noun = content.period.kind.noun
            return ReviewListSection(charts: charts, intro: eddingtonSentence(stats.eddington, noun: noun),
                groups: [
                    ReviewGroup(title: "Weeks at #1", rows: weekRows(stats.weeksAtNumberOne, links: content.entityLinks), valueHeading: "Weeks"),
                    ReviewGroup(title: "Medals", rows: zip(stats.milestones.filter { $0.kind != .eddington }, rows).filter { $0.0.kind == .medal }.map(\.1)),
                    ReviewGroup(
                        title: "Certifications", rows: zip(stats.milestones.filter { $0.kind != .eddington }, rows).filter { $0.0.kind == .certification }.map(\.1),
                        valueHeading: "Date"),
                    ReviewGroup(
                        title: "Listen counts", rows: zip(stats.milestones.filter { $0.kind != .eddington }, rows).filter { $0.0.kind == .listenCount }.map(\.1),
                        valueHeading: "Date"),
                ])
        })

    /// "Eddington number 42, up from 40 …": what it is, how it moved, what the next needs.
    static func eddingtonSentence(_ number: EddingtonNumber?, noun: String) -> String {
        guard let number else { return "" }
        let moved =
            number.value > number.previousValue
            ? ", up from \(number.previousValue) at the start of the \(noun)" : ""
        let next = number.value + 1
        return "Eddington number \(DisplayFormat.count(number.value))\(moved): \(DisplayFormat.days(number.value)) with at least \(DisplayFormat.listens(number.value)). "
            + "The next, \(DisplayFormat.count(next)), needs \(DisplayFormat.days(next)) of \(DisplayFormat.count(next)) listens or more; \(DisplayFormat.count(number.daysTowardsNext)) so far."
    }

    static func weekRows(_ weeks: [ArtistWeeks], links: EntityLinks?) -> [ReviewRow] {
        weeks.prefix(10).map { artist in
            ReviewRow(
                lead: "#1", direction: .up, name: artist.name, link: EntityLinks.link(artist: artist.name, mbid: artist.mbid, in: links),
                byline: "\(artist.totalWeeks == 1 ? "1 week" : "\(DisplayFormat.count(artist.totalWeeks)) weeks") at #1 in all",
                value: artist.weeks == 1 ? "1 week" : "\(DisplayFormat.count(artist.weeks)) weeks")
        }
    }

    /// The year's medals (artists, albums, tracks: gold first) and certifications.
    static func milestonesCard(_ input: ChartInput) -> ShareCardData {
        let stats = input.stats
        let ordered = stats.milestones.filter { $0.kind == .medal }.sorted { ($0.value, subjectOrder($0.subject)) < ($1.value, subjectOrder($1.subject)) }
            + stats.milestones.filter { $0.kind == .certification || $0.kind == .listenCount }
        let eddington = stats.eddington.map { StatCard(value: DisplayFormat.count($0.value), label: "Eddington number", note: $0.value > $0.previousValue ? "↑ from \($0.previousValue)" : nil, trend: $0.value > $0.previousValue ? .rise : .neutral) }
        return ShareCardData(
            title: "Milestones of \(input.requiredYear.review.year)", subtitle: "\(input.range.user) · \(input.requiredYear.review.year)",
            cards: eddington.map { [$0] } ?? [],
            rows: ReviewRows.milestones(ordered, clock: WallClock(named: stats.timeZone), links: nil).map(\.shareRow))
    }

    /// Artists, then albums, then tracks.
    static func subjectOrder(_ subject: MilestoneSubject?) -> Int {
        switch subject {
        case .artist: 0
        case .release: 1
        case .recording: 2
        case nil: 3
        }
    }

    /// What was played on these days one and five years ago, and discovery anniversaries.
    static let onThisDay = reviewList(
        id: .onThisDay, title: "On this day", dataPath: "stats.on_this_day",
        isShown: { !$0.stats.onThisDay.isEmpty },
        body: { content, charts in
            var groups: [ReviewGroup] = []
            for entry in content.stats.onThisDay {
                let ago = entry.yearsAgo == 1 ? "One year ago" : "\(entry.yearsAgo) years ago"
                let dates = DisplayFormat.span(DaySpan(first: entry.firstDay, last: entry.lastDay))
                if entry.listenCount > 0 {
                    let artists = entry.topArtists.enumerated().map { offset, artist in
                        ReviewRow(lead: "#\(offset + 1)", name: artist.name, link: EntityLinks.link(EntityRef(artist), in: content.entityLinks), value: DisplayFormat.count(artist.listenCount))
                    }
                    let tracks = entry.topRecordings.map { track in
                        ReviewRow(
                            lead: "♪", name: track.trackName, link: EntityLinks.link(EntityRef(track), in: content.entityLinks), byline: track.artistName,
                            value: DisplayFormat.count(track.listenCount))
                    }
                    var group = ReviewGroup(title: "\(ago) this week", note: "\(dates): \(DisplayFormat.listens(entry.listenCount)).", rows: artists + tracks)
                    // Those days' listens, from the first of them the site has a page for.
                    let days = (entry.firstDay.dayNumber...entry.lastDay.dayNumber).map { CalendarDay(dayNumber: $0) }
                    if let link = days.lazy.compactMap({ content.entityLinks?.url(forDay: $0) }).first {
                        group.noteLink = link
                        group.noteLinkTitle = "Their listens, day by day"
                        group.hasNoteLink = true
                    }
                    groups.append(group)
                }
                if !entry.discoveries.isEmpty {
                    groups.append(
                        ReviewGroup(
                            title: "First heard \(ago.prefix(1).lowercased() + ago.dropFirst()) this week",
                            note: "Discovered \(dates); the count is their listens since.",
                            rows: entry.discoveries.map { artist in
                                ReviewRow(lead: "new", direction: .up, name: artist.name, link: EntityLinks.link(EntityRef(artist), in: content.entityLinks), value: DisplayFormat.count(artist.listenCount))
                            }))
                }
            }
            return ReviewListSection(charts: charts, groups: groups)
        })
}

extension ReportSection.ID {
    static let milestones: Self = "milestones"
    static let onThisDay: Self = "on-this-day"
}
