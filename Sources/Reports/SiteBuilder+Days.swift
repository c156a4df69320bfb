import Foundation
import ListenModel

extension SiteBuilder {
    /// How many calendar months of days get pages: the newest listen's month and the twelve
    /// before it, so that the latest week's "on this day" a year back finds its days. All of a
    /// heavy listener's ten years would be some 80 MB of pages, more than half the site.
    static let dayPageMonths = 13

    /// The month pages of `user`'s recent days (`DayPageView`), added to `links` so that
    /// calendars and "on this day" link their days; none when the site has no entity pages.
    func buildDayPages(for user: String, source: some SiteContentSource, links: inout EntityLinks?) throws -> [(String, String)] {
        guard options.entityMinimumListens > 0, var userLinks = links else { return [] }
        let (zone, days) = try source.recentDayListens(for: user, months: Self.dayPageMonths)
        guard !days.isEmpty else { return [] }
        userLinks.addDays(days.map(\.day))
        links = userLinks
        let byMonth = Dictionary(grouping: days) { SitePath.dayMonth($0.day) }
        let months = byMonth.keys.sorted()
        let folder = SitePath.component(user)
        let clock = WallClock(named: zone)
        let pageLinks = userLinks
        let pages = ResultSlots<String>(count: months.count)
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: months.count) { offset in
            let view = DayPageView(
                byMonth[months[offset]] ?? [], user: user, generator: options.generator, clock: clock, links: pageLinks,
                previous: offset > 0 ? byMonth[months[offset - 1]]?.first?.day : nil,
                next: offset + 1 < months.count ? byMonth[months[offset + 1]]?.first?.day : nil)
            do {
                pages.store(try templates.render("day", in: .html, view), at: offset)
            } catch {
                failures.record(error, at: offset)
            }
        }
        if let failure = failures.first { throw failure }
        stages?.mark("day pages")
        return zip(months, pages.results).map { month, page in ("\(folder)/\(month).html", page ?? "") }
    }
}
