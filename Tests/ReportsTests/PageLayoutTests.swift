import ChartKit
import Foundation
import ListenModel
import Testing

@testable import Reports

/// How the HTML page lays out the sections' numbers: once each, in the charts' colours, right
/// to left where names are, and honest about a period that has not ended.
@Suite("Page layout")
struct PageLayoutTests {
    func html(_ content: ReportContent) throws -> String {
        try ReportWriter(templates: ReportFixtures.templates()).render(content, as: .html)
    }

    @Test("a week still in progress says so and compares its listens with the same days of the week before")
    func inProgressComparesLikeForLike() throws {
        var content = ReportFixtures.weeklyContent()
        // Friday 20 November, noon: five of seven days have begun.
        content.now = ReportFixtures.week.start + 4 * 86_400 + 12 * 3600
        // As the engine compares it at that time: the previous week's first five days.
        let comparison = PeriodComparison(begunBuckets: 5, previousListenCount: 12)
        content.stats.comparison = comparison
        content.stats.activityChangePercent = comparison.changePercent(to: content.stats.listenCount)
        let page = try html(content)
        let writer = try ReportWriter(templates: ReportFixtures.templates())
        // The previous week's first five days: 2 + 4 + 0 + 1 + 5. The page says it on the card;
        // Markdown also in the activity's sentence.
        #expect(try writer.render(content, as: .markdown).contains("so far this week (5 of 7 days), against 12 in the same days of the week before."))
        #expect(page.contains("+83% on the same 5 days of the previous week (12)"))
        #expect(page.contains("16 – 22 November 2026, in progress: 5 of 7 days so far"))
        let json = try ReportWriter(templates: ReportFixtures.templates()).render(content, as: .json)
        #expect(json.contains(#""in_progress":true"#))

        content.now = ReportFixtures.week.end
        content.stats.comparison = PeriodComparison(begunBuckets: 7, previousListenCount: 18)
        content.stats.activityChangePercent = content.stats.comparison?.changePercent(to: content.stats.listenCount)
        let finished = try html(content)
        #expect(!finished.contains("in progress"))
        #expect(try writer.render(content, as: .markdown).contains("22 listens this week, against 18 the week before."))
        #expect(finished.contains("+22% on the previous week (18)"))
    }

    @Test("a ListenBrainz window, whose end second is the next midnight, ends on the day before it")
    func inclusiveEndSecond() throws {
        var content = ReportFixtures.weeklyContent()
        content.period.window.end += 1
        #expect(try html(content).contains("16 – 22 November 2026 · Europe/Berlin"))
    }

    @Test("pins: the one standing when the period ends, and those made during it, with what was written")
    func pins() throws {
        var content = ReportFixtures.weeklyContent()
        let week = ReportFixtures.week
        content.pins = [
            PinnedRecording(recordingMSID: "b", blurb: "this week's", created: week.start + 86_400, pinnedUntil: week.end + 86_400, trackName: "Second", artistName: "Sigur Rós"),
            PinnedRecording(recordingMSID: "a", blurb: "last week's", created: week.start - 3 * 86_400, pinnedUntil: week.start + 86_400, trackName: "First"),
            PinnedRecording(recordingMSID: "c", created: week.end + 2 * 86_400, trackName: "Later"),
        ]
        let page = try html(content)
        #expect(page.contains("Pinned at the end of this period: <bdi>Second</bdi> by <bdi>Sigur Rós</bdi> (since 17 November 2026)"))
        #expect(page.contains("this week&#39;s") || page.contains("this week&#x27;s"), "the blurb, escaped")
        #expect(page.contains(">Second<") && !page.contains(">First<") && !page.contains(">Later<"))
        content.pins = [PinnedRecording(recordingMSID: "c", created: week.end + 2 * 86_400, trackName: "Later")]
        #expect(try html(content).contains("Nothing was pinned this week."), "no pin stood or was made in the week")
    }

    @Test("names sit in <bdi>, and no element holding a bar takes its direction from a name")
    func rightToLeftNamesAreIsolated() throws {
        let page = try html(ReportFixtures.weeklyContent(artistName: "فيروز"))
        #expect(page.contains("<bdi><a href=\"https://musicbrainz.org/artist/f6f2326f-6b25-4170-b89d-e235b25508e8\">فيروز</a></bdi>"))
        #expect(!page.contains("dir=\"auto\""))
    }

    @Test("a top list shows its first five rows on every screen (the names are links there, not drawn text), folds the rest, and offers the chart as a picture")
    func topListNumbersOnce() throws {
        var content = ReportFixtures.weeklyContent()
        content.period.kind = .year
        content.stats.topArtists = (1...25).map { ArtistCount(name: "Artist \($0)", listenCount: 100 - $0) }
        content.charts = [ChartReference(id: "top-artists", title: "Top artists", altText: "Bars", svgPath: "charts/top-artists.svg")]
        let page = try html(content)
        let section = try #require(page.range(of: "<section id=\"top-artists\">").map { page[$0.lowerBound...] })
        let topArtists = String(section[..<(section.range(of: "</section>")?.lowerBound ?? section.endIndex)])
        #expect(topArtists.contains("<ol class=\"top\">\n<li><span class=\"rank\">1</span>"), "shown on every screen")
        #expect(!topArtists.contains("narrow-only") && !topArtists.contains("<img src=\"charts/"), "the chart is not drawn beside it")
        #expect(topArtists.contains("<details class=\"more\">\n<summary>Ranks 6–25</summary>\n<ol class=\"top\" start=\"6\">"))
        #expect(topArtists.contains("As a picture: <a href=\"charts/top-artists.svg\">Top artists</a>"))
        for rank in [5, 6, 10, 11] {
            #expect(topArtists.components(separatedBy: ">Artist \(rank)<").count == 2, "rank \(rank) is listed once")
        }
    }

    @Test("entries that read alike are told apart: two tracks of one name and artist by their albums, two albums without a telling detail by which they are not")
    func alikeEntriesToldApart() throws {
        var content = ReportFixtures.weeklyContent()
        content.stats.topRecordings = [
            RecordingCount(trackName: "Forever Gold", artistName: "Ana", releaseName: "Live", listenCount: 9),
            RecordingCount(trackName: "Other", artistName: "Ana", releaseName: "Live", listenCount: 8),
            RecordingCount(trackName: "Forever Gold", artistName: "Ana", releaseName: "Studio", listenCount: 7),
        ]
        content.stats.topReleases = [
            ReleaseCount(name: "Wires Road", mbid: "a", artistName: "Ana", listenCount: 9),
            ReleaseCount(name: "Wires Road", mbid: "b", artistName: "Ana", listenCount: 5),
        ]
        let page = try html(content)
        #expect(page.contains("<small><bdi>Ana · Live</bdi></small>"))
        #expect(page.contains("<small><bdi>Ana · Studio</bdi></small>"))
        #expect(page.contains("<small><bdi>Ana</bdi></small>"), "a track no other reads like keeps its byline: \(page)")
        #expect(page.contains("<small><bdi>Ana · not the one at #1</bdi></small>"))
    }

    @Test("a chart is embedded in both themes with ids of their own, and the page's colours are the themes'")
    func darkChartsAndOnePalette() throws {
        var content = ReportFixtures.weeklyContent()
        let svg = { (fill: String) in
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><clipPath id=\"c\"><rect width=\"1\" height=\"1\"/></clipPath><rect fill=\"\(fill)\" clip-path=\"url(#c)\" width=\"10\" height=\"5\"/></svg>"
        }
        content.charts[0].inlineSVG = svg("#ffffff")
        content.charts[0].inlineSVGDark = svg("#12161c")
        let page = try html(content)
        #expect(page.contains("<div class=\"chart themed\""))
        #expect(page.contains("<div class=\"chart-light\"><svg") && page.contains("<div class=\"chart-dark\"><svg"))
        #expect(page.contains("id=\"activity-c\"") && page.contains("id=\"activity-dark-c\""))
        #expect(page.contains("--accent: \(Theme.light.accent.hexString);"))
        #expect(page.contains("--accent: \(Theme.dark.accent.hexString);"))
        #expect(page.contains("--l4: \(Theme.light.ramp.color(at: 1).hexString);"))
        #expect(!page.contains("background: #fff"), "no white panel behind a dark chart")
    }

    @Test("a chart whose file is its two-theme drawing is shown from the file, sized; one without stays inline or links its PNG")
    func chartFromItsFile() throws {
        var content = ReportFixtures.weeklyContent()
        content.charts[0].inlineSVG = nil
        content.charts[0].pageShowsSVGFile = true
        content.charts[0].width = 1200
        content.charts[0].height = 630
        let page = try html(content)
        let svgPath = try #require(content.charts[0].svgPath)
        #expect(page.contains("<img src=\"\(svgPath)\" alt=\"\(content.charts[0].altText)\" width=\"1200\" height=\"630\" loading=\"lazy\">"))
        #expect(!page.contains("<svg"), "the drawing is not also inline")
        // Not the file's drawing (a share card, or no SVG): the PNG, as before.
        content.charts[0].pageShowsSVGFile = false
        let linked = try html(content)
        #expect(!linked.contains("<img src=\"\(svgPath)\"") && linked.contains("<img src=\"\(content.charts[0].pngPath ?? "")\""))
        // A chart without an SVG file cannot be shown from it.
        #expect(ChartReference(id: "a", title: "A", altText: "a", pngPath: "charts/a.png", pageShowsSVGFile: true).pageShowsSVGFile == false)
    }

    @Test("the heatmap's phone form is a table whose cells hold their counts as text, not in a title to hover")
    func heatmapCountsWrittenIn() throws {
        let page = try html(ReportFixtures.weeklyContent())
        let start = try #require(page.range(of: #"<section id="heatmap">"#))
        let section = String(page[start.lowerBound...].components(separatedBy: "</section>")[0])
        #expect(section.contains(#"<table class="heatmap-table"#))
        #expect(section.matches(of: #/title="[^"]*listen/#).isEmpty, "a count only in a title attribute")
        let grid = ReportFixtures.weeklyContent().stats.hourWeekday
        let busiest = grid.counts.flatMap { $0 }.max() ?? 0
        #expect(busiest > 0 && section.contains(">\(busiest)</td>"))
        #expect(section.components(separatedBy: "<tr>").count - 1 == 25, "a header row and 24 hours")
    }

    @Test("the month-style calendar writes each day's listens in its cell, beside the day's number")
    func calendarCountsWrittenIn() throws {
        let content = ReportFixtures.weeklyContent()
        let page = try html(content)
        let start = try #require(page.range(of: #"<section id="calendar">"#))
        let section = String(page[start.lowerBound...].components(separatedBy: "</section>")[0])
        for day in content.stats.days where day.listenCount > 0 {
            #expect(section.contains("<small>\(day.day.day)</small>\(day.listenCount)</span>"), "\(day)")
        }
        #expect(section.matches(of: #/title="[^"]*listen/#).isEmpty, "a count only in a title attribute")
    }
}
