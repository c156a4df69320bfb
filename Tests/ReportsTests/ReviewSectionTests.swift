import Foundation
import ListenModel
import Testing

@testable import Reports

/// The year review's comparison sections, the milestones and "on this day", rendered from
/// hand-made engine values: exact HTML and Markdown, and what each says when it has nothing.
@Suite("Year review, milestones and on-this-day sections")
struct ReviewSectionTests {
    static let reviewIDs = ["year-comparison", "chart-movers", "top-discoveries", "forgotten-favourites", "milestones", "on-this-day"]

    /// The fixture year with a year before, movers, discoveries, forgotten favourites and milestones.
    static func yearContent() -> ReportContent {
        var content = ReportFixtures.yearContent()
        var review = content.yearReview ?? YearReview(year: 2026, timeZone: "Europe/Berlin")
        review.comparison = YearComparison(
            previousYear: 2025, listenCount: 22, previousListenCount: 40, listeningSeconds: 5_400, previousListeningSeconds: 3_600,
            artistCount: 3, previousArtistCount: 8, newArtistCount: 2, previousNewArtistCount: 2)
        review.rankChanges = YearRankChanges(
            chartSize: 25,
            climbers: [ArtistRankShift(name: "Sigur Rós", mbid: "f6f2326f-6b25-4170-b89d-e235b25508e8", rank: 1, previousRank: 4, listenCount: 12, previousListenCount: 5)],
            fallers: [ArtistRankShift(name: "<b>Bold</b>", mbid: nil, rank: 3, previousRank: 1, listenCount: 2, previousListenCount: 20)],
            newEntries: [ArtistRankShift(name: "فرقة العمر", mbid: nil, rank: 2, previousRank: nil, listenCount: 8, previousListenCount: 0)])
        review.topDiscoveries = [ArtistCount(name: "فرقة العمر", listenCount: 8)]
        review.forgottenFavourites = [
            ForgottenFavourite(name: "坂本龍一", mbid: nil, bestYear: 2024, bestRank: 1, listenCount: 300, lastListened: 1_735_000_000)
        ]
        content.yearReview = review
        let day = CalendarDay(year: 2026, month: 3, day: 1)
        content.stats.milestones = [
            Milestone(kind: .listenCount, time: 1_772_370_000, day: day, value: 10_000, subject: .recording, name: "Hoppípolla", artistName: "Sigur Rós"),
            Milestone(kind: .certification, time: 1_772_380_000, day: day, value: 250, subject: .recording, name: "Glósóli", artistName: "Sigur Rós"),
            Milestone(kind: .eddington, time: 1_772_390_000, day: day, value: 12),
            Milestone(
                kind: .medal, time: 1_798_757_999, day: CalendarDay(year: 2026, month: 12, day: 31), value: 1, subject: .artist, name: "Sigur Rós",
                year: 2026, listenCount: 12),
        ]
        content.stats.eddington = EddingtonNumber(value: 12, previousValue: 9, daysTowardsNext: 4)
        content.stats.weeksAtNumberOne = [ArtistWeeks(name: "Sigur Rós", mbid: nil, weeks: 3, totalWeeks: 7)]
        return content
    }

    /// The fixture week with what was played a year and five years before, and a discovery anniversary.
    static func weekContent() -> ReportContent {
        var content = ReportFixtures.weeklyContent()
        content.stats.onThisDay = [
            OnThisDay(
                yearsAgo: 1, firstDay: CalendarDay(year: 2025, month: 11, day: 16), lastDay: CalendarDay(year: 2025, month: 11, day: 22), listenCount: 31,
                topArtists: [ArtistCount(name: "Björk", listenCount: 9)],
                topRecordings: [RecordingCount(trackName: "Jóga", artistName: "Björk", listenCount: 4)]),
            OnThisDay(
                yearsAgo: 3, firstDay: CalendarDay(year: 2023, month: 11, day: 16), lastDay: CalendarDay(year: 2023, month: 11, day: 22),
                discoveries: [ArtistCount(name: "Múm", listenCount: 57)]),
        ]
        content.stats.eddington = EddingtonNumber(value: 12, previousValue: 12, daysTowardsNext: 4)
        return content
    }

    /// The sections with `ids` cut out of a rendered page, in page order.
    func sections(_ text: String, ids: [String], format: ReportFormat) -> String {
        if format == .markdown {
            // Markdown sections start at their "## " heading and run to the next one.
            let titles = ReportSections.all.filter { ids.contains($0.id.rawValue) }.map(\.title)
            let body = text.components(separatedBy: "\n---\n\nMade by").first ?? text
            return body.components(separatedBy: "\n## ").filter { part in titles.contains { part.hasPrefix($0 + "\n") } }
                .map { "## " + $0 }.joined(separator: "\n")
        }
        return text.components(separatedBy: "<section id=\"").dropFirst().filter { part in ids.contains { part.hasPrefix($0 + "\"") } }
            .map { "<section id=\"" + ($0.components(separatedBy: "</section>").first ?? "") + "</section>" }.joined(separator: "\n")
    }

    func check(_ format: ReportFormat, snapshot name: String) throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let text =
            sections(try writer.render(Self.yearContent(), as: format), ids: Self.reviewIDs, format: format) + "\n"
            + sections(try writer.render(Self.weekContent(), as: format), ids: Self.reviewIDs, format: format) + "\n"
        let url = ReportFixtures.snapshotsDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] != nil { try Data(text.utf8).write(to: url) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) changed; rerun with UPDATE_SNAPSHOTS=1 and review the diff")
    }

    @Test("the review sections' HTML matches its snapshot")
    func html() throws { try check(.html, snapshot: "review-sections.html") }

    @Test("the review sections' Markdown matches its snapshot")
    func markdown() throws { try check(.markdown, snapshot: "review-sections.md") }

    @Test("each section says what it lacks instead of an empty table, and hides where it has no place")
    func emptyStates() throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        var content = Self.yearContent()
        content.yearReview?.topDiscoveries = []
        content.yearReview?.forgottenFavourites = []
        content.yearReview?.rankChanges = YearRankChanges(chartSize: 25)
        content.stats.milestones = []
        content.stats.weeksAtNumberOne = []
        let html = try writer.render(content, as: .html)
        #expect(html.contains("No artist first heard in 2026 was played more than three times."))
        #expect(html.contains("Every top-ten artist of earlier years was played in 2026."))
        #expect(html.contains("The top artists kept their places."))
        #expect(!html.contains("<h3>Weeks at #1</h3>") && !html.contains("<h3>Medals</h3>"))
        #expect(!html.contains("<ol class=\"top review\">\n</ol>"), "no empty list")
        // Without a year before, only the comparison says so; movers and favourites are hidden.
        content.yearReview?.comparison = nil
        let first = try writer.render(content, as: .html)
        #expect(first.contains("No listens before 2026, so nothing to compare with."))
        #expect(!first.contains("id=\"chart-movers\"") && !first.contains("id=\"forgotten-favourites\""))
        // A week shows no year sections; without listens up to its end, no milestones.
        var week = ReportFixtures.weeklyContent()
        week.stats.eddington = nil
        let weekly = try writer.render(week, as: .html)
        #expect(Self.reviewIDs.allSatisfy { !weekly.contains("<section id=\"\($0)\"") })
    }

    @Test("a year in progress names the months it was compared over")
    func comparedMonths() {
        var comparison = YearComparison(
            previousYear: 2025, listenCount: 110, previousListenCount: 100, listeningSeconds: 3_600, previousListeningSeconds: 7_200,
            artistCount: 10, previousArtistCount: 10, newArtistCount: 1, previousNewArtistCount: 2, comparedMonths: 11)
        let details = ReviewRows.comparisonCards(comparison).map(\.detail)
        #expect(details[0] == "↑ 10% on Jan–Nov 2025 (100)")
        #expect(details[1] == "↓ 50% on Jan–Nov 2025 (2 h 0 min)")
        #expect(details[2].hasPrefix("↓ from 20% in Jan–Nov 2025; "))
        comparison.comparedMonths = 1
        #expect(ReviewRows.comparisonCards(comparison)[0].detail == "↑ 10% on Jan 2025 (100)")
        comparison.comparedMonths = nil
        #expect(ReviewRows.comparisonCards(comparison)[0].detail == "↑ 10% on 2025 (100)")
    }

    @Test("og:image names the first share card, absolutely under a known page address")
    func openGraph() throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        var content = Self.yearContent()
        content.charts = [
            ChartReference(id: "activity", title: "Activity", altText: "", svgPath: "charts/activity.svg", pngPath: "charts/activity.png"),
            ChartReference(id: "year-comparison-card", title: "2026 against 2025", altText: "", svgPath: nil, pngPath: "charts/year-comparison-card.png"),
        ]
        #expect(try writer.render(content, as: .html).contains("<meta property=\"og:image\" content=\"charts/year-comparison-card.png\">"))
        content.pageURL = "https://example.org/music/rob/year/2026/"
        let html = try writer.render(content, as: .html)
        #expect(html.contains("<meta property=\"og:image\" content=\"https://example.org/music/rob/year/2026/charts/year-comparison-card.png\">"))
        #expect(html.contains("<meta property=\"og:title\" content=\"rob · 2026\">"))
        // A page with no chart has no og:image but still a title and description.
        content.charts = []
        let bare = try writer.render(content, as: .html)
        #expect(!bare.contains("og:image") && bare.contains("og:description"))
    }
}
