import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Entity profiles: an artist's, album's and track's numbers over the whole history")
struct EntityProfileTests {
    // Europe/Berlin: summer time starts 31 March 2024 01:00 UTC and ends 27 October 2024 01:00 UTC.
    let t1 = Fixtures.utc(2024, 3, 30, 23, 30)  // Berlin 31 Mar 00:30 (CET)
    let t2 = Fixtures.utc(2024, 3, 31, 22, 30)  // Berlin 1 Apr 00:30 (CEST)
    let t3 = Fixtures.utc(2024, 3, 31, 22, 34)  // four minutes later: the same session
    let t4 = Fixtures.utc(2024, 10, 26, 22, 30)  // Berlin 27 Oct 00:30 (still CEST)
    let t5 = Fixtures.utc(2024, 12, 31, 23, 30)  // Berlin 1 Jan 2025 00:30

    var listens: [Listen] {
        [
            Fixtures.listen(t1, artist: "Alpha", track: "One", release: "R1"),
            Fixtures.listen(t2, artist: "Alpha", track: "One", release: "R1"),
            Fixtures.listen(t3, artist: "Beta", track: "Two", release: "R2", durationMs: 200_000),
            Fixtures.listen(t4, artist: "Alpha", track: "One", release: "R1", durationMs: 240_000),
            Fixtures.listen(t5, artist: "Alpha", track: "One", release: "R1"),
        ]
    }

    func profile(_ profiles: EntityProfiles, _ kind: EntityKind, _ name: String) throws -> EntityProfile {
        try #require(profiles.first { $0.ref.kind == kind && $0.ref.name == name })
    }

    @Test("an artist in Europe/Berlin across both clock changes: days, months, years, gap and ranks by hand")
    func artistInBerlin() throws {
        let profiles = Fixtures.engine(listens, zone: "Europe/Berlin").entityProfiles(EntitySelection(minimumListens: 2))
        // Beta (one listen) and its album and track make no top list here and stay out.
        #expect(profiles.map(\.ref.name) == ["Alpha", "R1", "One"])
        // Made one at a time when read, each the same whenever read, in the order of `refs`.
        #expect(profiles.refs == profiles.map(\.ref))
        #expect(Array(profiles) == Array(profiles))
        let alpha = try profile(profiles, .artist, "Alpha")
        #expect(alpha.listenCount == 4)
        #expect(alpha.rank == 1)
        #expect(alpha.firstListenAt == t1 && alpha.lastListenAt == t5)
        #expect(alpha.firstDay == CalendarDay(year: 2024, month: 3, day: 31))
        #expect(alpha.lastDay == CalendarDay(year: 2025, month: 1, day: 1))
        #expect(alpha.days.map(\.day) == [
            CalendarDay(year: 2024, month: 3, day: 31), CalendarDay(year: 2024, month: 4, day: 1),
            CalendarDay(year: 2024, month: 10, day: 27), CalendarDay(year: 2025, month: 1, day: 1),
        ])
        // 2 April to 26 October: 29 + 31 + 30 + 31 + 31 + 30 + 26 days without Alpha.
        #expect(alpha.longestGap == EntityGap(
            lastBefore: CalendarDay(year: 2024, month: 4, day: 1), firstAfter: CalendarDay(year: 2024, month: 10, day: 27)))
        #expect(alpha.longestGap?.days == 208)
        #expect(alpha.years == [YearListenCount(year: 2024, listenCount: 3), YearListenCount(year: 2025, listenCount: 1)])
        #expect(alpha.months.count == 11)  // March 2024 to January 2025, the empty ones too
        #expect(alpha.months.first == EntityMonthCount(year: 2024, month: 3, listenCount: 1))
        #expect(alpha.months.map(\.listenCount) == [1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1])
        #expect(alpha.yearRanks == [EntityYearRank(year: 2024, rank: 1), EntityYearRank(year: 2025, rank: 1)])
        #expect(alpha.knownListeningMs == 240_000 && alpha.estimatedListenCount == 3)
        #expect(alpha.estimatedListeningMs == 540_000)
        #expect(alpha.averageGapSeconds == (t5 - t1) / 3)
        #expect(alpha.topTracks.map(\.trackName) == ["One"] && alpha.topTracks.first?.listenCount == 4)
        #expect(alpha.topAlbums.map(\.name) == ["R1"])

        let one = try profile(profiles, .track, "One")
        // t2 → t3 is the only next listen within 30 minutes: once is chance, not listed.
        #expect(one.playedNext.isEmpty)
        // Twice more (t5 → t5 + 60 s, and again a week later) and Two is what follows One.
        let again = listens + [
            Fixtures.listen(t5 + 60, artist: "Beta", track: "Two", release: "R2"),
            Fixtures.listen(t5 + 7 * 86_400, artist: "Alpha", track: "One", release: "R1"),
            Fixtures.listen(t5 + 7 * 86_400 + 200, artist: "Beta", track: "Two", release: "R2"),
        ]
        let next = try profile(Fixtures.engine(again, zone: "Europe/Berlin").entityProfiles(EntitySelection(minimumListens: 2)), .track, "One")
        #expect(next.playedNext.map(\.trackName) == ["Two"] && next.playedNext.first?.listenCount == 3)
    }

    @Test("in UTC the same listens fall on other days: the last is 31 December 2024, one year only")
    func sameListensInUTC() throws {
        let profiles = Fixtures.engine(listens, zone: "UTC").entityProfiles(EntitySelection(minimumListens: 2))
        let alpha = try profile(profiles, .artist, "Alpha")
        #expect(alpha.firstDay == CalendarDay(year: 2024, month: 3, day: 30))
        #expect(alpha.lastDay == CalendarDay(year: 2024, month: 12, day: 31))
        #expect(alpha.years == [YearListenCount(year: 2024, listenCount: 4)])
        #expect(alpha.yearRanks == [EntityYearRank(year: 2024, rank: 1)])
    }

    @Test("an entity in a published top list gets a page below the listen threshold; ranks and ties follow the top lists")
    func topListsSelect() throws {
        let engine = Fixtures.engine(listens, zone: "Europe/Berlin")
        let week = TimeWindow(start: t3, end: t3 + 1)
        let profiles = engine.entityProfiles(EntitySelection(minimumListens: 2, topLists: [.init(window: week, count: 1)]))
        #expect(profiles.map(\.ref.name) == ["Alpha", "Beta", "R1", "R2", "One", "Two"])
        let beta = try profile(profiles, .artist, "Beta")
        #expect(beta.rank == 2 && beta.listenCount == 1)
        #expect(beta.yearRanks == [EntityYearRank(year: 2024, rank: 2), EntityYearRank(year: 2025, rank: nil)])
        #expect(beta.longestGap == nil && beta.averageGapSeconds == nil)
        // The engine's top list of that window names the same entity the page is for.
        let set = engine.statSet(for: try engine.resolve(.year(2024), asOf: t4))
        let refs = Set(profiles.map(\.ref))
        #expect(set.topArtists.allSatisfy { refs.contains(EntityRef($0)) })
        #expect(set.topReleases.allSatisfy { refs.contains(EntityRef($0)) })
        #expect(set.topRecordings.allSatisfy { refs.contains(EntityRef($0)) })
    }

    @Test("at most N of each kind by the threshold, the most played first and ties as the top lists break them; top-list entries on top")
    func boundedPerKind() throws {
        // Artists A 5, B 3, C 3, D 2 listens; each its own track and release.
        let history = [("A", 5), ("B", 3), ("C", 3), ("D", 2)].flatMap { artist, count in
            (0..<count).map { Fixtures.listen(Fixtures.utc(2024, 3, 1, 10, $0 * 5) + Int64(artist.unicodeScalars.first!.value) * 3600, artist: artist, track: artist + " song") }
        }
        let engine = Fixtures.engine(history, zone: "UTC")
        let two = engine.entityProfiles(EntitySelection(minimumListens: 2, maximumPerKind: 2))
        // A, then C before B on a tie of 3 (the top lists' order, as ListenBrainz's: the later
        // name first); D's 2 listens pass the threshold but not the bound.
        #expect(two.filter { $0.ref.kind == .artist }.map(\.ref.name) == ["A", "C"])
        #expect(two.filter { $0.ref.kind == .track }.map(\.ref.name) == ["A song", "C song"])
        #expect(engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2025, 1, 1))).topArtists.prefix(2).map(\.name) == ["A", "C"])
        // A top list of D's hour brings D in on top of the bound.
        let hourOfD = TimeWindow(start: Fixtures.utc(2024, 3, 1, 10) + 68 * 3600, end: Fixtures.utc(2024, 3, 1, 11) + 68 * 3600)
        let withTop = engine.entityProfiles(EntitySelection(minimumListens: 2, maximumPerKind: 2, topLists: [.init(window: hourOfD, count: 1)]))
        #expect(withTop.filter { $0.ref.kind == .artist }.map(\.ref.name) == ["A", "C", "D"])
        // Without a bound, all four.
        #expect(engine.entityProfiles(EntitySelection(minimumListens: 2)).filter { $0.ref.kind == .artist }.count == 4)
    }

    @Test("artists group as the top lists group them: unmapped \"alpha\" is the mapped Alpha outside UTC")
    func groupingFollowsEngine() throws {
        let mapping = MBIDMapping(
            recordingMBID: "r-1", recordingName: "One", artists: [CreditedArtist(name: "Alpha", mbid: "m-alpha")])
        let history = [
            Fixtures.listen(t1, artist: "Alpha", track: "One", mapping: mapping),
            Fixtures.listen(t2, artist: "alpha", track: "Other"),
            Fixtures.listen(t4, artist: "alpha", track: "Other"),
        ]
        let berlin = Fixtures.engine(history, zone: "Europe/Berlin").entityProfiles(EntitySelection(minimumListens: 1))
        let artists = berlin.filter { $0.ref.kind == .artist }
        #expect(artists.map(\.ref) == [EntityRef(kind: .artist, name: "Alpha", mbid: "m-alpha")])
        #expect(artists.first?.listenCount == 3)
        let utc = Fixtures.engine(history, zone: "UTC").entityProfiles(EntitySelection(minimumListens: 1))
        #expect(utc.filter { $0.ref.kind == .artist }.map(\.ref.name) == ["alpha", "Alpha"])
    }

    @Test("an empty history has no profiles")
    func empty() {
        #expect(Fixtures.engine([]).entityProfiles(EntitySelection(minimumListens: 1)).isEmpty)
    }
}
