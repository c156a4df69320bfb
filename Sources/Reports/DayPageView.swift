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
    var stylesheetURL = "../../" + StylesheetView.path
    /// The index, the user's archive, the months before and after, and the search, as a
    /// report's page has them.
    var navigation: NavigationView
    var days: [Day]

    /// The page of `days` (one month's of `listens`), with links to the months before and
    /// after it that have pages (`previous`, `next`: their first days); `recordingLinks` are
    /// the pages of `listens.recordings` from this page.
    init(
        _ days: ArraySlice<DayListens.Day>, of listens: DayListens, recordingLinks: [String?], user: String, generator: String,
        previous: CalendarDay?, next: CalendarDay?
    ) {
        let clock = WallClock(named: listens.timeZone)
        self.user = user
        self.generator = generator
        let month = days.first?.day ?? CalendarDay(year: 1970, month: 1, day: 1)
        title = "\(month.monthName) \(month.year)"
        pageTitle = "\(title) · \(user)"
        let count = days.reduce(0) { $0 + $1.times.count }
        summary = "\(DisplayFormat.listens(count)) on \(DisplayFormat.days(days.count)), each day's in the order played (\(clock.identifier))."
        func monthLink(_ day: CalendarDay?) -> ReportNavigation.Link? {
            day.map { ReportNavigation.Link(url: EntityLinks.fromEntityPage + SitePath.dayMonth($0) + ".html", title: "\($0.monthName) \($0.year)") }
        }
        navigation = NavigationView(
            ReportNavigation(previous: monthLink(previous), next: monthLink(next), archiveURL: "../index.html", indexURL: "../../index.html"),
            depthBelowUserFolder: 1)
        self.days = days.map { day in
            Day(
                id: SitePath.dayAnchor(day.day), title: DisplayFormat.day(day.day), summary: DisplayFormat.listens(day.times.count),
                rows: zip(day.times, day.recordings).map { time, position in
                    let recording = listens.recordings[Int(position)]
                    let link = recordingLinks[Int(position)]
                    return Row(
                        time: DisplayFormat.clockTime(time, on: clock), name: recording.trackName, link: link ?? "",
                        hasLink: link != nil, byline: recording.artistName)
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
