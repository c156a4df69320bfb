import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("An entity page as html/entity.mustache renders it: terse markup, every number once, links one folder up")
struct EntityPageTemplateTests {
    /// An album of ten tracks played over ten years (2016–2025), every month of them.
    func album() -> EntityProfile {
        let ref = EntityRef(kind: .album, name: "Ágætis byrjun", artistName: "Sigur Rós")
        var profile = EntityProfile(
            ref: ref, listenCount: 1_234, rank: 7, firstListenAt: 1_451_606_400, lastListenAt: 1_767_139_200,
            firstDay: CalendarDay(year: 2016, month: 1, day: 1), lastDay: CalendarDay(year: 2025, month: 12, day: 31))
        profile.rankedCount = 3_000
        profile.years = (2016...2025).map { YearListenCount(year: $0, listenCount: 100 + $0 - 2016) }
        profile.months = (0..<120).map { EntityMonthCount(year: 2016 + $0 / 12, month: $0 % 12 + 1, listenCount: $0 % 7 + 1) }
        let tracks = ["Intro", "Svefn-g-englar", "Starálfur", "Flugufrelsarinn", "Ný batterí", "Hjartað hamast", "Viðrar vel til loftárása", "Olsen Olsen", "Ágætis byrjun", "Avalon"]
        profile.topTracks = tracks.enumerated().map { offset, name in
            RecordingCount(trackName: name, artistName: "Sigur Rós", releaseName: ref.name, listenCount: 200 - offset * 10)
        }
        return profile
    }

    func render(_ profile: EntityProfile, links: [EntityRef]) throws -> String {
        let view = EntityPageView(
            profile, user: "rob", generator: "listenstats test", charts: [], links: EntityLinks(links),
            yearURLs: [2025: EntityLinks.fromEntityPage + "year/2025/index.html"])
        return try ReportFixtures.templates().render("entity", in: .html, view)
    }

    @Test("facts as a description list, years with their links and bars, list rows numbered by CSS, the strip as strokes")
    func markup() throws {
        let profile = album()
        let track = EntityRef(profile.topTracks[1])
        var withDays = profile
        withDays.days = [DayCount(day: CalendarDay(year: 2025, month: 12, day: 30), listenCount: 2)]
        let html = try render(withDays, links: [profile.ref, track, EntityRef(kind: .artist, name: "Sigur Rós")])
        #expect(html.contains(#"<link rel="stylesheet" href="../../style.css">"#))
        #expect(html.contains(#"<a href="../../index.html">All users</a>"#) && html.contains(#"<a href="../index.html">rob</a>"#))
        // The credited artist's page is a sibling kind's file.
        #expect(html.contains(#"<a href="../artist/sigur-ros-"#))
        #expect(html.contains(#"<div><dt>Listens</dt><dd>1,234</dd><dd>"#))
        #expect(html.contains(#"<li><a href="../year/2025/index.html">2025</a><i style="width:100%"></i><b>109</b></li>"#))
        #expect(html.contains(#"<li>2016<i style="width:91%"></i><b>100</b></li>"#))
        // The second track has a page; the first has none and is plain text. No rank in the markup.
        // Names sit in paragraphs of their own direction (the stylesheet's unicode-bidi), not <bdi>.
        #expect(html.contains(#"<li><span>Intro<i style="width:100%"></i></span><b>200</b></li>"#))
        #expect(html.contains(#"<li><span><a href="../track/svefn-g-englar-"#))
        #expect(html.contains(#"viewBox="0 -100 120 100""#) && html.contains(#"<path d="M0.5 0v-14m1 14v-28m1 28v-42"#))
        #expect(html.contains(#"<div class="entity-calendar" aria-hidden="true">\#n<i class="l4" style="grid-area:2/53" title="30 Dec 2025: 2 listens"></i>"#))
        #expect(!html.contains("class=\"rank\"") && !html.contains("index.html\">Svefn"))
    }

    @Test("an artist's albums name their credit only when it is someone else's: not the artist, nor a credit holding them by MBID")
    func albumBylines() throws {
        let mbid = "f6f2326f-6b25-4170-b89d-e235b25508e8"
        let artist = EntityRef(kind: .artist, name: "Sigur Rós", mbid: mbid)
        var profile = EntityProfile(
            ref: artist, listenCount: 30, rank: 1, firstListenAt: 0, lastListenAt: 86_400,
            firstDay: CalendarDay(dayNumber: 0), lastDay: CalendarDay(dayNumber: 1))
        profile.topAlbums = [
            ReleaseCount(name: "Takk...", artistName: "Sigur Rós", artistMBIDs: [mbid], listenCount: 12),
            ReleaseCount(name: "Riceboy Sleeps", artistName: "Jónsi & Alex feat. Sigur Rós", artistMBIDs: ["a", mbid], listenCount: 9),
            ReleaseCount(name: "Trainspotting", artistName: "Various Artists", listenCount: 3),
        ]
        let html = try render(profile, links: [artist])
        #expect(html.contains("<li><span>Takk...<i "))
        #expect(html.contains("<li><span>Riceboy Sleeps<i "))
        #expect(html.contains("<li><span>Trainspotting<small>Various Artists</small><i "))
    }
}
