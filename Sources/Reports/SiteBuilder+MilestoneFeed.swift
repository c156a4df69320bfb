import Foundation
import ListenModel

extension SiteBuilder {
    /// One feed entry per milestone reached in the feed's reports (a week, its month and its
    /// year report the same milestone: it is listed once), dated when it was reached and
    /// linked to its artist's, album's or track's page, else to the shortest report it is in.
    ///
    /// Eddington steps stay in the reports' content: early in a history they come daily.
    func milestoneEntries(
        _ newest: [(user: String, period: SitePeriod)], headlines: [String: PeriodHeadline], pages: [String: [EntityRef: String]]
    ) -> [FeedEntry] {
        let utc = WallClock(named: "UTC")
        let base = options.baseURL ?? ""
        // Shortest first (`allCases` runs from week to all time), so a milestone links the
        // week it happened in when the feed has it, else its month, else its year.
        let byLength = newest.enumerated().sorted { lhs, rhs in
            let left = ReportPeriodKind.allCases.firstIndex(of: lhs.element.period.period.kind) ?? 0
            let right = ReportPeriodKind.allCases.firstIndex(of: rhs.element.period.period.kind) ?? 0
            return (left, lhs.offset) < (right, rhs.offset)
        }.map(\.element)
        var seen: Set<String> = []
        var entries: [FeedEntry] = []
        for (user, period) in byLength {
            let key = SitePath.report(user: user, period: period.period)
            guard let headline = headlines[key] else { continue }
            let clock = WallClock(named: headline.timeZone)
            for milestone in headline.milestones where milestone.kind != .eddington {
                let ref = milestone.entityRef
                let identity = ([user, milestone.kind.rawValue, String(milestone.time), String(milestone.value)] + (ref?.fields ?? []))
                    .joined(separator: "\u{1F}")
                guard seen.insert(identity).inserted, let row = ReviewRows.milestones([milestone], clock: clock, links: nil).first
                else { continue }
                let page = ref.flatMap { pages[user]?[$0] }.map { SitePath.component(user) + "/" + $0 }
                let url = base + (page ?? key + "/index.html")
                let text = Self.milestoneSentence(milestone, row: row)
                entries.append(
                    FeedEntry(
                        title: "\(user) · \(text)", id: Self.uuidURN("milestone:" + identity),
                        updated: DisplayFormat.isoTimestamp(milestone.time, on: utc), author: user, url: url,
                        summary: text + " (\(row.value)).",
                        content: "<p>\(Self.escaped(text)) (\(Self.escaped(row.value))).</p>"
                            + "<p><a href=\"\(Self.escaped(url))\">\(page == nil ? "The report" : "Its page")</a></p>"))
            }
        }
        return entries
    }

    /// "10,000th listen: Song by Artist", "250 plays of the track Song by Artist", "Gold: Artist,
    /// #1 artist of 2025".
    static func milestoneSentence(_ milestone: Milestone, row: ReviewRow) -> String {
        let name = milestone.name ?? ""
        let by = (milestone.artistName ?? "").isEmpty ? "" : " by \(milestone.artistName ?? "")"
        switch milestone.kind {
        case .listenCount: return "\(row.lead) listen: \(name)\(by)"
        case .certification:
            return "\(row.lead) of the \(milestone.subjectNoun) \(name)\(by)"
        case .medal:
            return "\(row.lead): \(name)\(by), #\(milestone.value) \(milestone.subjectNoun) of \(milestone.year.map(String.init) ?? "")"
        case .eddington: return "Eddington number \(milestone.value)"
        }
    }
}
