import ListenModel

/// What `html/day.mustache` reads: one month of a user's days with listens
/// (`<user>/day/2026-11.html`), each day a section (`#2026-11-20`) of its listens in the order
/// played, for a calendar's cells and "on this day" to link.
struct DayPageView: Sendable {
    /// One listen: its wall-clock time and what was played, linked to its page when it has one.
    struct Row: Sendable {
        var time: String
        var name: String
        var link: String
        var hasLink: Bool
        var byline: String
    }

    struct Day: Sendable {
        var id: String
        var title: String
        var summary: String
        var rows: [Row]
    }

    var user: String
    var generator: String
    var title: String
    var pageTitle: String
    var summary: String
    var indexURL = "../../index.html"
    var archiveURL = "../index.html"
    var stylesheetURL = "../../" + StylesheetView.path
    var search = SearchBox(depthBelowUserFolder: 1)
    var hasPrevious: Bool
    var previousURL: String
    var previousTitle: String
    var hasNext: Bool
    var nextURL: String
    var nextTitle: String
    var days: [Day]

    /// The page of `days` (one month's), with links to the months before and after it that
    /// have pages (`previous`, `next`: their first days).
    init(
        _ days: [DayListens], user: String, generator: String, clock: WallClock, links: EntityLinks, previous: CalendarDay?,
        next: CalendarDay?
    ) {
        self.user = user
        self.generator = generator
        let month = days.first?.day ?? CalendarDay(year: 1970, month: 1, day: 1)
        title = "\(month.monthName) \(month.year)"
        pageTitle = "\(title) · \(user)"
        let listens = days.reduce(0) { $0 + $1.listens.count }
        summary = "\(DisplayFormat.listens(listens)) on \(DisplayFormat.days(days.count)), each day's in the order played (\(clock.identifier))."
        func monthLink(_ day: CalendarDay?) -> (Bool, String, String) {
            guard let day else { return (false, "", "") }
            return (true, EntityLinks.fromEntityPage + SitePath.dayMonth(day) + ".html", "\(day.monthName) \(day.year)")
        }
        (hasPrevious, previousURL, previousTitle) = monthLink(previous)
        (hasNext, nextURL, nextTitle) = monthLink(next)
        // A recording's link and names are looked up once per page, however often it was played.
        var linked: [EntityRef: String?] = [:]
        self.days = days.map { day in
            Day(
                id: SitePath.dayAnchor(day.day), title: DisplayFormat.day(day.day), summary: DisplayFormat.listens(day.listens.count),
                rows: day.listens.map { played in
                    let ref = EntityRef(played.recording)
                    let link = linked[ref] ?? links.url(for: ref, from: EntityLinks.fromEntityPage)
                    linked[ref] = link
                    return Row(
                        time: DisplayFormat.clockTime(played.at, on: clock), name: played.recording.trackName, link: link ?? "",
                        hasLink: link != nil, byline: played.recording.artistName)
                })
        }
    }
}

// Read through key paths, not `Mirror` (`MustacheFields`): a heavy listener's month has
// thousands of rows.
extension DayPageView.Row: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "time": { $0.time }, "name": { $0.name }, "link": { $0.link }, "hasLink": { $0.hasLink }, "byline": { $0.byline },
    ]
}

extension DayPageView.Day: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "id": { $0.id }, "title": { $0.title }, "summary": { $0.summary }, "rows": { $0.rows },
    ]
}
