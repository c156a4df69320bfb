import Concurrency
import Foundation
import ListenModel

extension SiteBuilder {
    /// A headline to compute: its report's key, user and period.
    typealias HeadlineJob = (key: String, user: String, period: SitePeriod)

    /// The periods whose headline numbers the front page and the feed may show, each once: each
    /// user's latest week and month, every year, and the user's newest reports the feed can list.
    func headlineJobs(_ published: [(user: String, periods: [SitePeriod])]) -> [HeadlineJob] {
        var wanted: [(user: String, period: SitePeriod)] = []
        for (user, periods) in published {
            let newestFirst = periods.reversed()
            for kind in [ReportPeriodKind.week, .month] {
                if let latest = newestFirst.first(where: { $0.period.kind == kind }) { wanted.append((user, latest)) }
            }
            wanted += periods.filter { $0.period.kind == .year }.map { (user, $0) }
            // The user's own newest: the feed of any set of users takes its entries from these,
            // so a user's headlines do not depend on who else is published (or in which shard).
            wanted += feedPeriods([(user, periods)])
        }
        var seen: Set<String> = []
        return wanted.map { (key: SitePath.report(user: $0.user, period: $0.period.period), user: $0.user, period: $0.period) }
            .filter { seen.insert($0.key).inserted }
    }

    /// `user`'s `SiteUserSummary`: their periods, the headlines of their `headlineJobs` (those in
    /// `computed`, made ahead; the rest computed now, on every core), their all-time `artists`
    /// and the pages of the entities those name.
    func userSummary(
        _ user: String, periods: [SitePeriod], source: some SiteContentSource, computed: [String: PeriodHeadline?],
        links: EntityLinks?, artists: [ArtistCount], genrePages: [String]
    ) throws -> SiteUserSummary {
        let jobs = headlineJobs([(user, periods)])
        let missing = jobs.filter { computed[$0.key] == nil }
        // Each headline is a pass over its period's listens: on every core, like the reports.
        let made = ResultSlots<PeriodHeadline>(count: missing.count)
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: missing.count) { index in
            do {
                made.store(try source.headline(for: user, period: missing[index].period), at: index)
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
        var headlines: [String: PeriodHeadline] = [:]
        for job in jobs { if let headline = computed[job.key] ?? nil { headlines[job.key] = headline } }
        for (job, headline) in zip(missing, made.results) where headline != nil { headlines[job.key] = headline }
        let named =
            headlines.values.flatMap { $0.topArtists.map(EntityRef.init) + $0.milestones.compactMap(\.entityRef) }
            + artists.map(EntityRef.init)
        let pages = Set(named).sorted().compactMap { ref in
            links?.page(for: ref).map { SiteUserSummary.EntityPage(ref: ref, page: $0) }
        }
        return SiteUserSummary(
            user: user, periods: periods, headlines: headlines, artists: artists, entityPages: pages, genrePages: genrePages)
    }

    /// Computes the headlines one user's pages may show on a background queue (into the
    /// returned slots, filled once `group` is done), beside the entity pages, which leave a
    /// core idle; one that fails is left out and computed again, failing, by `headlines`.
    func computeHeadlinesAhead(
        for user: String, periods: [SitePeriod], source: some SiteContentSource, group: DispatchGroup
    ) -> (jobs: [HeadlineJob], headlines: ResultSlots<PeriodHeadline?>) {
        let jobs = headlineJobs([(user, periods)])
        let headlines = ResultSlots<PeriodHeadline?>(count: jobs.count)
        DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                do {
                    headlines.store(try source.headline(for: jobs[index].user, period: jobs[index].period), at: index)
                } catch {}
            }
        }
        return (jobs, headlines)
    }

    /// The reports the feed lists: the newest of every user, timed by their newest listen.
    func feedPeriods(_ published: [(user: String, periods: [SitePeriod])]) -> [(user: String, period: SitePeriod)] {
        let candidates = published.flatMap { user, periods in
            periods.filter { $0.period.kind != .allTime }.map { (user: user, period: $0) }
        }
        return Array(
            candidates.sorted { lhs, rhs in
                if lhs.period.lastListenAt != rhs.period.lastListenAt {
                    return lhs.period.lastListenAt > rhs.period.lastListenAt
                }
                return ExactText(SitePath.report(user: lhs.user, period: lhs.period.period))
                    < ExactText(SitePath.report(user: rhs.user, period: rhs.period.period))
            }.prefix(options.feedLength))
    }

    /// "876 listens in November 2026, +12 % on the month before; top artist: Radiohead."
    static func feedSummary(_ period: SitePeriod, headline: PeriodHeadline?) -> String {
        var text = "\(DisplayFormat.listens(headline?.listenCount ?? period.listenCount)) in \(period.period.title)"
        if let change = headline?.changeText(noun: period.period.kind.noun) { text += ", " + change }
        if let top = headline?.topArtists.first { text += "; top artist: \(top.name)" }
        return text + "."
    }

    /// The entry's HTML content (escaped once more by the feed template, as Atom's
    /// `type="html"` wants): the summary, the top artists and a link to the report.
    static func feedContent(_ period: SitePeriod, headline: PeriodHeadline?, url: String) -> String {
        var html = "<p>\(escaped(feedSummary(period, headline: headline)))</p>"
        if let artists = headline?.topArtists, !artists.isEmpty {
            html += "<ol>"
            for artist in artists {
                html += "<li>\(escaped(artist.name)) (\(escaped(DisplayFormat.listens(artist.listenCount))))</li>"
            }
            html += "</ol>"
        }
        if let headline { html += milestonesHTML(headline) + onThisDayHTML(headline) }
        html += "<p><a href=\"\(escaped(url))\">The whole report</a></p>"
        return html
    }

    /// The period's milestones, as its report's milestones section lists them.
    static func milestonesHTML(_ headline: PeriodHeadline) -> String {
        let rows = ReviewRows.milestones(headline.milestones, clock: WallClock(named: headline.timeZone), links: nil)
        guard !rows.isEmpty else { return "" }
        let items = rows.map { row in
            let byline = row.byline.isEmpty ? "" : " (\(escaped(row.byline)))"
            return "<li>\(escaped(row.lead)): \(escaped(row.name))\(byline), \(escaped(row.value))</li>"
        }
        return "<p>Milestones:</p><ul>" + items.joined() + "</ul>"
    }

    /// One and five years ago this week, and the artists first heard on these days back then.
    static func onThisDayHTML(_ headline: PeriodHeadline) -> String {
        let items = headline.onThisDay.compactMap { recall -> String? in
            let ago = recall.yearsAgo == 1 ? "A year ago" : "\(recall.yearsAgo) years ago"
            var parts: [String] = []
            if recall.listenCount > 0 {
                let top = recall.topArtists.map(\.name).joined(separator: ", ")
                parts.append(DisplayFormat.listens(recall.listenCount) + (top.isEmpty ? "" : ", most of all " + top))
            }
            if !recall.discoveries.isEmpty {
                parts.append("first heard: " + recall.discoveries.map(\.name).joined(separator: ", "))
            }
            guard !parts.isEmpty else { return nil }
            return "<li>\(ago) this week: \(escaped(parts.joined(separator: "; ")))</li>"
        }
        guard !items.isEmpty else { return "" }
        return "<p>On this day:</p><ul>" + items.joined() + "</ul>"
    }

    /// Text for the feed's HTML content: the pages' own escaping (`HTMLByteContentType`).
    static func escaped(_ text: String) -> String {
        HTMLByteContentType.escape(text)
    }

    /// The archive by year, newest first: a week files under its ISO year ("2026-W01" may
    /// start in December 2025), a month and a year under their own.
    static func archiveYears(_ newestFirst: [SitePeriod]) -> [SiteArchiveYear] {
        var years: [Int] = []
        var byYear: [Int: [SitePeriod]] = [:]
        for period in newestFirst where period.period.kind != .allTime {
            guard let year = Int(period.period.slug.prefix(4)) else { continue }
            if byYear[year] == nil { years.append(year) }
            byYear[year, default: []].append(period)
        }
        return years.sorted(by: >).map { year in
            let periods = byYear[year] ?? []
            let yearReport = periods.first { $0.period.kind == .year }
            let months = periods.filter { $0.period.kind == .month }.map { period in
                let month = Int(period.period.slug.suffix(2)) ?? 1
                return SiteLink(
                    title: CalendarNames.shortMonths[max(0, min(11, month - 1))], url: "\(period.period.relativePath)/index.html")
            }
            let weeks = periods.filter { $0.period.kind == .week }.map { period in
                SiteLink(
                    title: String(period.period.slug.split(separator: "-").last ?? ""),
                    url: "\(period.period.relativePath)/index.html")
            }
            return SiteArchiveYear(
                title: String(year), hasYearURL: yearReport != nil,
                yearURL: yearReport.map { "\($0.period.relativePath)/index.html" } ?? "", months: months,
                hasMonths: !months.isEmpty, weeks: weeks, hasWeeks: !weeks.isEmpty)
        }
    }
}
