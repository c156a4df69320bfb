import CompactStorage
import Concurrency
import Foundation
import ListenModel

extension SiteBuilder {
    /// How many calendar months of days get pages: the newest listen's month and the twelve
    /// before it, so that the latest week's "on this day" a year back finds its days. All of a
    /// heavy listener's ten years would be some 80 MB of pages, more than half the site.
    static let dayPageMonths = 13

    /// The month pages of `user`'s recent days (`DayPageView`) whose fingerprints changed,
    /// rendered, each month recorded in `manifest` (so a month that leaves the window goes as a
    /// report does); the days are added to `links` so that calendars and "on this day" link
    /// them. None when the site has no entity pages.
    func buildDayPages(
        for user: String, source: some SiteContentSource, links: inout EntityLinks?, previous: SiteManifest,
        manifest: inout SiteManifest, output: URL
    ) throws -> [(String, String)] {
        guard options.entityMinimumListens > 0, var userLinks = links else { return [] }
        let listens = try source.recentDayListens(for: user, months: Self.dayPageMonths)
        guard !listens.days.isEmpty else { return [] }
        userLinks.addDays(listens.days.map(\.day))
        links = userLinks
        // Each recording's page, from a day page, once.
        let recordingLinks = listens.recordings.map { userLinks.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        var months: [(path: String, days: Range<Int>)] = []
        for (offset, day) in listens.days.enumerated() {
            let path = SitePath.component(user) + "/" + SitePath.dayMonth(day.day) + ".html"
            if months.last?.path == path {
                months[months.count - 1].days = months[months.count - 1].days.lowerBound..<(offset + 1)
            } else {
                months.append((path, offset..<(offset + 1)))
            }
        }
        // A month's page changes with its listens, its tracks' pages, its neighbours and the
        // templates: unchanged ones are neither rendered nor written.
        var changed: [Int] = []
        for (offset, month) in months.enumerated() {
            var hasher = ContentHasher()
            hasher.combine(listens.timeZone)
            // Each listen by its time and recording's position, then each recording once by
            // what the page shows of it (a heavy month has 8,000 listens of 3,000 tracks).
            var shown: Set<Int32> = []
            for day in listens.days[month.days] {
                hasher.combine(day.day.dayNumber)
                for (time, recording) in zip(day.times, day.recordings) {
                    hasher.combine(time)
                    hasher.combine(Int(recording))
                    shown.insert(recording)
                }
            }
            for recording in shown.sorted() {
                let named = listens.recordings[Int(recording)]
                hasher.combine(named.trackName)
                hasher.combine(named.artistName)
                hasher.combine(recordingLinks[Int(recording)] ?? "-")
            }
            hasher.combine(offset > 0 ? months[offset - 1].path : "-")
            hasher.combine(offset + 1 < months.count ? months[offset + 1].path : "-")
            hasher.combine(templates.digest)
            hasher.combine(options.generator)
            let fingerprint = hasher.hexDigest
            manifest.reports[month.path] = fingerprint
            let published = FileManager.default.fileExists(atPath: output.appendingPathComponent(month.path).path)
            if options.rebuildsEverything || previous.reports[month.path] != fingerprint || !published {
                changed.append(offset)
            }
        }
        let pages = ResultSlots<String>(count: changed.count)
        let failures = ErrorSlots()
        let (toRender, monthDays) = (changed, months)
        DispatchQueue.concurrentPerform(iterations: toRender.count) { index in
            let offset = toRender[index]
            let months = monthDays
            let view = DayPageView(
                listens.days[months[offset].days], of: listens, recordingLinks: recordingLinks, user: user,
                generator: options.generator,
                previous: offset > 0 ? listens.days[months[offset - 1].days.lowerBound].day : nil,
                next: offset + 1 < months.count ? listens.days[months[offset + 1].days.lowerBound].day : nil)
            do {
                pages.store(try templates.render("day", in: .html, view), at: index)
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
        stages?.mark("day pages")
        return zip(changed, pages.results).map { offset, page in (months[offset].path, page ?? "") }
    }
}
