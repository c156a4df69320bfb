import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("Music metadata sections")
struct MusicSectionTests {
    static func content(music: MusicStats?, review: Bool = false) -> ReportContent {
        var content = ReportFixtures.weeklyContent()
        content.stats.music = music
        return content
    }

    static var music: MusicStats {
        var music = MusicStats()
        music.listenCount = 40
        music.listensWithMetadata = 30
        music.unmappedListenCount = 6
        music.listensWithGenre = 28
        music.topGenres = [
            GenreShare(genre: "trip hop", weight: 78, listenCount: 20, share: 0.9286),
            GenreShare(genre: "electronic", weight: 6, listenCount: 2, share: 0.0714),
        ]
        music.releaseYears = [YearListenCount(year: 1994, listenCount: 20), YearListenCount(year: 2008, listenCount: 8)]
        music.releaseDecades = [YearListenCount(year: 1990, listenCount: 20), YearListenCount(year: 2000, listenCount: 8)]
        music.medianReleaseYear = 1994
        music.listensWithReleaseYear = 28
        music.artistCountries = [ArtistMapEntry(country: "GBR", artistCount: 1, listenCount: 20)]
        music.listensWithCountry = 20
        music.listensWithNonCountryArea = 4
        return music
    }

    @Test("local numbers: genre shares, decades, the median year card, countries and how much metadata covers")
    func local() throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let html = try writer.render(Self.content(music: Self.music), as: .html)
        #expect(html.contains("<li><span><bdi>trip hop</bdi></span><span class=\"bar\" style=\"width: 100%\"></span><span class=\"num\">92.9%</span></li>"))
        #expect(html.contains("<li><span><bdi>1990s</bdi></span>"))
        #expect(html.contains("<div class=\"label\">Median release year</div><div class=\"value\">1994</div>"))
        #expect(html.contains("<li><span><bdi>United Kingdom</bdi></span>"))
        #expect(html.contains("30 of this week&#39;s 40 listens (75%) have cached metadata; 6 are not in MusicBrainz"))
        #expect(html.components(separatedBy: "have cached metadata").count == 2, "the coverage is said once, under the release years")
        #expect(html.contains("4 are by artists whose area is a city or region, not a country, and count as unknown"))
        let markdown = try writer.render(Self.content(music: Self.music), as: .markdown)
        #expect(markdown.contains("| Genre | Share |\n| --- | ---: |\n| trip hop | 92.9% |"))
        // The summary table has a column per card, the median release year's too.
        let summary = try #require(markdown.components(separatedBy: "## Summary\n\n").last?.split(separator: "\n").prefix(3))
        #expect(summary.first?.hasSuffix(" Tracks | Median release year |") == true, "\(summary)")
        #expect(Set(summary.map { $0.filter { $0 == "|" }.count }) == [7], "\(summary)")
        #expect(summary.last?.hasSuffix(" | 1994 |") == true, "\(summary)")
        let json = try writer.render(Self.content(music: Self.music), as: .json)
        #expect(json.contains("\"data\":\"stats.music.top_genres\""))
    }

    @Test("genres month by month: each genre's share in the first and last month with votes, in HTML, Markdown and data.json; none without three months")
    func genresOverTime() throws {
        var music = Self.music
        music.genreMonths = MusicStats.GenreMonths(
            months: ["2024-11", "2024-12", "2025-01", "2025-02"],
            series: [
                MusicStats.GenreSeries(genre: "trip hop", listenCounts: [3, 0, 5, 2], shares: [0.75, 0, 0.5, 0.25]),
                MusicStats.GenreSeries(genre: "electronic", listenCounts: [1, 0, 5, 6], shares: [0.25, 0, 0.5, 0.75]),
            ])
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let html = try writer.render(Self.content(music: music), as: .html)
        #expect(html.contains("<section id=\"genres-over-time\">"))
        #expect(html.contains("<bdi>trip hop</bdi></span><span class=\"bar\" style=\"width: 100%\"></span><span class=\"num\">75% → 25%</span>"))
        #expect(html.contains("Shares of each month&#39;s genre votes, from Nov 2024 to Feb 2025."))
        let markdown = try writer.render(Self.content(music: music), as: .markdown)
        #expect(markdown.contains("| Genre | First month → last |\n| --- | ---: |\n| trip hop | 75% → 25% |\n| electronic | 25% → 75% |"))
        let json = try writer.render(Self.content(music: music), as: .json)
        #expect(json.contains("\"data\":\"stats.music.genre_months\""))
        #expect(json.contains("\"genre_months\":{\"months\":[\"2024-11\",\"2024-12\",\"2025-01\",\"2025-02\"]"))
        let without = try writer.render(Self.content(music: Self.music), as: .html)
        #expect(!without.contains("genres-over-time"))
    }

    @Test("nothing cached: one note names what is missing (the command is the owner's, in the terminal); metadata without this week's listens says what is missing")
    func nothingCached() throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let html = try writer.render(Self.content(music: nil), as: .html)
        let note = "Nothing is known about the music of these listens yet, so there are no release years, genres or artists&#39; countries here."
        #expect(html.components(separatedBy: note).count == 2)
        #expect(html.contains("<h2>Genres, release years and origins</h2>"))
        #expect(!html.contains("Top genres") && !html.contains("Artists by country") && !html.contains("Listens by release year"))
        #expect(!html.contains("Median release year"))
        let json = try writer.render(Self.content(music: nil), as: .json)
        #expect(json.contains("\"id\":\"era\"") && !json.contains("\"id\":\"genres\"") && !json.contains("\"id\":\"artist-origins\""))
        // ListenBrainz's release years beside a local report: the note moves on and names only the rest.
        var withEra = Self.content(music: nil)
        withEra.serverStatistics = [
            ServerStatistic(user: "rob", range: .week, content: .eraActivity([YearListenCount(year: 1994, listenCount: 3)]))
        ]
        let partial = try writer.render(withEra, as: .markdown)
        #expect(partial.contains("## Listens by release year"))
        #expect(partial.contains("## Top genres") && !partial.contains("## Genres, release years and origins"))
        #expect(partial.contains("there are no genres or artists' countries here."))
        // The command is the owner's: said in the terminal, never to the page's readers.
        #expect(!partial.contains("listenstats enrich"))
        #expect(!partial.contains("## Artists by country"))
        var uncovered = MusicStats()
        uncovered.listenCount = 12
        uncovered.unmappedListenCount = 12
        let none = try writer.render(Self.content(music: uncovered), as: .html)
        #expect(none.contains("No genres for this week&#39;s listens in the cached metadata. 0 of this week&#39;s 12 listens (0%) have cached metadata; 12 are not in MusicBrainz"))
    }

    @Test("percentages keep one decimal only where it says something")
    func percent() {
        #expect(ReportSection.percent(0.9286) == "92.9%")
        #expect(ReportSection.percent(0.06) == "6%")
        #expect(ReportSection.percent(1) == "100%")
    }
}
