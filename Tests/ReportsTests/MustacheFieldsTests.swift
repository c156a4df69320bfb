import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("Mustache field tables match the view models' fields")
struct MustacheFieldsTests {
    /// Every stored field `Mirror` sees is in the table and reads the same value.
    func check<T: MustacheFields>(_ value: T) {
        let mirror = Mirror(reflecting: value)
        let labels = mirror.children.compactMap(\.label)
        #expect(Set(labels) == Set(T.fields.keys), "\(T.self): table and fields differ")
        for child in mirror.children {
            guard let label = child.label else { continue }
            #expect(
                String(describing: value.child(named: label) ?? "nil") == String(describing: child.value),
                "\(T.self).\(label)")
        }
    }

    @Test("entity page, its rows, top-list rows, charts and the palette")
    func tables() throws {
        var profile = EntityProfile(
            ref: EntityRef(kind: .track, name: "Creep", artistName: "Radiohead", releaseName: "Pablo Honey"), listenCount: 5,
            rank: 2, firstListenAt: 0, lastListenAt: 86_400 * 40, firstDay: CalendarDay(dayNumber: 0),
            lastDay: CalendarDay(dayNumber: 40))
        profile.years = [YearListenCount(year: 1970, listenCount: 5)]
        profile.months = [EntityMonthCount(year: 1970, month: 1, listenCount: 3), EntityMonthCount(year: 1970, month: 2, listenCount: 2)]
        profile.days = [DayCount(day: CalendarDay(dayNumber: 40), listenCount: 2)]
        profile.playedNext = [RecordingCount(trackName: "Karma Police", artistName: "Radiohead", listenCount: 1)]
        let chart = ChartReference(id: "c", title: "T", altText: "A", svgPath: "c.svg", inlineSVG: "<svg></svg>")
        let view = EntityPageView(
            profile, user: "rob", generator: "g", charts: [chart], links: EntityLinks([profile.ref]), yearURLs: [1970: "y"])
        check(view)
        for fact in view.facts { check(fact) }
        for row in view.years { check(row) }
        for cell in view.calendar { check(cell) }
        for list in view.lists {
            check(list)
            for row in list.rows { check(row) }
        }
        // January 3 listens (the busiest, 100 high), February 2.
        #expect(view.monthsPath == "M0.5 0v-100m1 100v-66")
        #expect(!view.calendar.isEmpty && !view.lists.isEmpty && !view.years.isEmpty)
        check(ChartView(chart))
        check(PagePalette.standard)
        check(PagePalette.standard.light)
        for level in PagePalette.standard.dark.levels { check(level) }
        check(TopListRow(rank: 1, name: "n", link: "l", byline: "b", count: 3, topCount: 4).moved(.up, previousRank: 3))
    }

    @Test("a report's page, its calendar, heatmap, activity, top-list, discoveries and review sections and their rows")
    func reportTables() throws {
        var seen: Set<String> = []
        for content in [ReportFixtures.weeklyContent(), ReportFixtures.yearContent()] {
            let page = ReportViewModel(content: content)
            check(page)
            for (_, model) in page.sectionModels {
                if let calendar = model as? CalendarSection {
                    check(calendar)
                    for cell in calendar.cells { check(cell) }
                    for month in calendar.months {
                        check(month)
                        for cell in month.cells { check(cell) }
                    }
                    if !calendar.cells.isEmpty || !calendar.months.isEmpty { seen.insert("calendar") }
                } else if let heatmap = model as? HeatmapSection {
                    check(heatmap)
                    for row in heatmap.rows {
                        check(row)
                        for cell in row.cells { check(cell) }
                    }
                    if !heatmap.rows.isEmpty { seen.insert("heatmap") }
                } else if let activity = model as? ActivitySection {
                    check(activity)
                    for row in activity.rows { check(row) }
                    if !activity.rows.isEmpty { seen.insert("activity") }
                } else if let list = model as? TopListSection {
                    check(list)
                    if !list.rows.isEmpty { seen.insert("top list") }
                } else if let discoveries = model as? DiscoveriesSection {
                    check(discoveries)
                    if discoveries.hasArtists { seen.insert("discoveries") }
                } else if let review = model as? ReviewListSection {
                    check(review)
                    for group in review.groups {
                        check(group)
                        for row in group.rows { check(row) }
                    }
                    if !review.groups.isEmpty { seen.insert("review list") }
                }
            }
        }
        #expect(seen.isSuperset(of: ["calendar", "heatmap", "activity", "top list", "discoveries"]))
        // The review sections' lists, as on this day and the milestones build them.
        let review = ReviewListSection(
            charts: [], intro: "i",
            groups: [ReviewGroup(title: "t", note: "n", rows: [ReviewRow(lead: "#1", direction: .up, name: "n", link: "l", byline: "b", value: "3")])])
        check(review)
        for group in review.groups {
            check(group)
            for row in group.rows { check(row) }
        }
    }
}
