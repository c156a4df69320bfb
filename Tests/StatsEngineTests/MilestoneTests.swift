import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Milestones, Eddington number, weeks at #1")
struct MilestoneTests {
    /// Listens of `artist`/`track` at `hour`:00 UTC of each day, `count` times a minute apart.
    func listens(_ count: Int, on day: (Int, Int, Int), hour: Int = 12, artist: String = "A", track: String = "T", release: String? = "R") -> [Listen] {
        (0..<count).map { Fixtures.listen(Fixtures.utc(day.0, day.1, day.2, hour, $0), artist: artist, track: track, release: release) }
    }

    func engine(_ listens: [Listen], zone: String = "UTC", options: MilestoneOptions = MilestoneOptions(listenCountMarks: [], listenCountEvery: 0)) -> StatsEngine {
        StatsEngine(history: ListenHistory(listens: listens), calendar: Fixtures.calendar(zone), milestones: options)
    }

    @Test("Eddington number: the largest E with E days of at least E listens, dated by the listen that reached it")
    func eddington() throws {
        // Days with 1, 2, 3, 5 and 3 listens: sorted 5, 3, 3, 2, 1, so E = 3; one day has 4 or more.
        let history = listens(1, on: (2024, 1, 1)) + listens(2, on: (2024, 1, 2)) + listens(3, on: (2024, 1, 3))
            + listens(5, on: (2024, 1, 4)) + listens(3, on: (2024, 1, 5))
        let engine = engine(history)
        let steps = engine.milestones().filter { $0.kind == .eddington }
        // E = 1 at the first listen; 2 when the 3 January gets its second listen (two days of 2);
        // 3 when the 5 January gets its third (three days of 3).
        #expect(steps.map(\.value) == [1, 2, 3])
        #expect(steps.map(\.time) == [Fixtures.utc(2024, 1, 1, 12), Fixtures.utc(2024, 1, 3, 12, 1), Fixtures.utc(2024, 1, 5, 12, 2)])
        let week = engine.statSet(for: try engine.resolve(.isoWeek(year: 2024, week: 1), asOf: Fixtures.utc(2024, 1, 7)))
        #expect(week.eddington == EddingtonNumber(value: 3, previousValue: 0, daysTowardsNext: 1))
        // Up to the end of 4 January: days of 1, 2, 3, 5 → E = 2, and two days already have 3.
        let days = engine.statSet(for: try engine.resolve(.days(from: CalendarDay(year: 2024, month: 1, day: 3), through: CalendarDay(year: 2024, month: 1, day: 4)), asOf: Fixtures.utc(2024, 1, 7)))
        #expect(days.eddington == EddingtonNumber(value: 2, previousValue: 1, daysTowardsNext: 2))
        #expect(days.milestones.map(\.value) == [2])
        #expect(StatsEngine.eddington([]).value == 0)
        #expect(StatsEngine.eddington([1]).value == 1)
        #expect(StatsEngine.eddington([10, 10]).value == 2)
    }

    @Test("certifications are dated by the play that reaches the threshold exactly, for tracks and albums")
    func certifications() throws {
        let options = MilestoneOptions(listenCountMarks: [2], listenCountEvery: 0, recordingCertifications: [3], releaseCertifications: [4])
        let history = listens(2, on: (2024, 3, 1), track: "Song") + listens(1, on: (2024, 3, 2), track: "Other")
            + listens(1, on: (2024, 3, 3), track: "Song") + listens(2, on: (2024, 3, 4), track: "Rare", release: "B")
        let all = engine(history, options: options).milestones()
        #expect(all.filter { $0.kind == .listenCount }.map { "\($0.value) \($0.name ?? "") \($0.day)" } == ["2 Song 2024-03-01"])
        let certified = all.filter { $0.kind == .certification }
        // Song's third play (3 March) certifies it; the album R's fourth play is that same listen.
        #expect(certified.map { "\($0.subject!.rawValue) \($0.name ?? "") \($0.value)" } == ["recording Song 3", "release R 4"])
        #expect(certified.allSatisfy { $0.time == Fixtures.utc(2024, 3, 3, 12) })
        #expect(certified[1].artistName == "A")
    }

    @Test("a round listen count says what was played and when; a period shows only its own")
    func listenCounts() throws {
        let options = MilestoneOptions(listenCountMarks: [3], listenCountEvery: 5)
        let history = (1...10).map { Fixtures.listen(Fixtures.utc(2024, 5, $0, 9), track: "Track \($0)") }
        let engine = engine(history, options: options)
        #expect(engine.milestones().filter { $0.kind == .listenCount }.map(\.value) == [3, 5, 10])
        let week = engine.statSet(for: try engine.resolve(.isoWeek(year: 2024, week: 19), asOf: Fixtures.utc(2024, 6, 1)))
        // ISO week 19 of 2024 is 6–12 May: the 5th listen (5 May) is the week before.
        #expect(week.milestones.filter { $0.kind == .listenCount }.map { "\($0.value) \($0.name ?? "")" } == ["10 Track 10"])
    }

    @Test("weeks at #1: the week's most played artist; tied artists share the week")
    func weeksAtNumberOne() throws {
        // ISO week 10 of 2024 (4–10 March): A 2, B 2, C 1. Week 11: A 3, B 1. Week 12: B 1.
        let history = listens(2, on: (2024, 3, 4), artist: "A") + listens(2, on: (2024, 3, 5), artist: "B")
            + listens(1, on: (2024, 3, 6), artist: "C") + listens(3, on: (2024, 3, 12), artist: "A")
            + listens(1, on: (2024, 3, 13), artist: "B") + listens(1, on: (2024, 3, 19), artist: "B")
        let engine = engine(history)
        let month = engine.statSet(for: try engine.resolve(.month(year: 2024, month: 3), asOf: Fixtures.utc(2024, 4, 1)))
        // Equal weeks order like a top list's tie: name descending by UTF-8 bytes.
        #expect(month.weeksAtNumberOne == [
            ArtistWeeks(name: "B", mbid: nil, weeks: 2, totalWeeks: 2), ArtistWeeks(name: "A", mbid: nil, weeks: 2, totalWeeks: 2),
        ])
        let week11 = engine.weeksAtNumberOne(in: try engine.resolve(.isoWeek(year: 2024, week: 11), asOf: Fixtures.utc(2024, 4, 1)).window, asOf: Fixtures.utc(2024, 4, 1))
        #expect(week11 == [ArtistWeeks(name: "A", mbid: nil, weeks: 1, totalWeeks: 2)])
        // A week that had not begun by "now" does not count yet.
        #expect(engine.weeksAtNumberOne(in: TimeWindow(start: 0, end: Fixtures.utc(2025, 1, 1)), asOf: Fixtures.utc(2024, 3, 20)).map { "\($0.name) \($0.weeks)" } == ["B 2", "A 2"])
        #expect(engine.weeksAtNumberOne(in: TimeWindow(start: 0, end: Fixtures.utc(2025, 1, 1)), asOf: Fixtures.utc(2024, 3, 17)).map { "\($0.name) \($0.weeks)" } == ["A 2", "B 1"])
    }

    @Test("medals: a year's top three artists, albums and tracks, awarded at its last second")
    func medals() throws {
        let history = listens(3, on: (2023, 5, 1), artist: "Gold", track: "G", release: "GR")
            + listens(2, on: (2023, 5, 2), artist: "Silver", track: "S", release: "SR")
            + listens(1, on: (2023, 5, 3), artist: "Bronze", track: "B", release: "BR")
            + listens(1, on: (2023, 5, 4), artist: "Fourth", track: "F", release: "FR")
            + listens(1, on: (2024, 1, 2), artist: "Next")
        let engine = engine(history, zone: "Europe/Berlin")
        let medals = engine.milestones().filter { $0.kind == .medal && $0.year == 2023 }
        #expect(medals.filter { $0.subject == .artist }.map { "\($0.value) \($0.name ?? "") \($0.listenCount ?? 0)" } == ["1 Gold 3", "2 Silver 2", "3 Fourth 1"])
        #expect(medals.filter { $0.subject == .release }.map(\.name) == ["GR", "SR", "FR"])
        #expect(medals.filter { $0.subject == .recording }.map(\.name) == ["G", "S", "F"])
        // 31 December 2023 23:59:59 in Berlin is 22:59:59 UTC.
        #expect(medals.allSatisfy { $0.time == Fixtures.utc(2023, 12, 31, 22, 59) + 59 })
        let year = engine.statSet(for: try engine.resolve(.year(2023), asOf: Fixtures.utc(2024, 2, 1)))
        #expect(year.milestones.filter { $0.kind == .medal }.count == 9)
        // The year in progress has no medals yet.
        let now = engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2024, 2, 1)))
        #expect(now.milestones.filter { $0.kind == .medal }.isEmpty)
    }

    @Test("what happens at a year's last second comes before the year's medals, in the order a listen makes it")
    func orderAtTheLastSecond() throws {
        // The fourth listen, at 23:59:59 on 31 December, is a listen-count mark, certifies
        // "Song" (its third play) and the album (its fourth) and raises the Eddington number to
        // 2: all dated with the year's medals, and listed before them, in the order one pass
        // over the listens makes them.
        let options = MilestoneOptions(listenCountMarks: [4], listenCountEvery: 0, recordingCertifications: [3], releaseCertifications: [4])
        let lastSecond = Fixtures.utc(2023, 12, 31, 23, 59) + 59
        let history = listens(2, on: (2023, 12, 30), track: "Song") + listens(1, on: (2023, 12, 31), track: "Other")
            + [Fixtures.listen(lastSecond, artist: "A", track: "Song", release: "R")]
            + listens(1, on: (2024, 1, 1), track: "Next")
        let all = engine(history, options: options).milestones()
        let atLastSecond = all.filter { $0.time == lastSecond }
        #expect(atLastSecond.map { "\($0.kind.rawValue) \($0.subject?.rawValue ?? "-") \($0.value)" } == [
            "listen_count recording 4", "certification recording 3", "certification release 4", "eddington - 2",
            "medal artist 1", "medal release 1", "medal recording 1", "medal recording 2",
        ])
        #expect(all.map(\.time) == all.map(\.time).sorted())
    }

    @Test("the next listen-count mark after a count: the marks and the multiples, whichever comes first")
    func nextListenCountMark() {
        let options = MilestoneOptions(listenCountMarks: [1_000, 5_000, 250_000], listenCountEvery: 100_000)
        #expect(options.nextListenCountMark(after: 0) == 1_000)
        #expect(options.nextListenCountMark(after: 1_000) == 5_000)
        #expect(options.nextListenCountMark(after: 5_000) == 100_000)
        #expect(options.nextListenCountMark(after: 200_000) == 250_000)
        #expect(options.nextListenCountMark(after: 250_000) == 300_000)
        #expect(MilestoneOptions(listenCountMarks: [7], listenCountEvery: 0).nextListenCountMark(after: 7) == .max)
        #expect(MilestoneOptions(listenCountMarks: [], listenCountEvery: .max).nextListenCountMark(after: .max - 1) == .max)
        // Every count's answer is the first count after it that is a mark.
        for count in 0..<1_200 {
            let small = MilestoneOptions(listenCountMarks: [3, 50, 1_100], listenCountEvery: 200)
            let next = small.nextListenCountMark(after: count)
            #expect(small.isListenCountMark(next) && !((count + 1)..<next).contains(where: small.isListenCountMark))
        }
    }

    @Test("a report's statistics and review made at once are the ones made one after the other")
    func reportStats() throws {
        let options = MilestoneOptions(listenCountMarks: [2, 5], listenCountEvery: 0, recordingCertifications: [2], releaseCertifications: [3])
        let history = listens(3, on: (2022, 6, 1), artist: "Old", track: "O") + listens(2, on: (2023, 2, 1), artist: "Gold", track: "G")
            + listens(1, on: (2023, 12, 31), hour: 23, artist: "Silver", track: "S") + listens(2, on: (2024, 1, 3), artist: "Next")
        let range = try engine(history, options: options).resolve(.year(2023), asOf: Fixtures.utc(2024, 2, 1))
        let separately = engine(history, options: options)
        let (set, review) = engine(history, options: options).reportStats(for: range, reviewing: 2023)
        #expect(set == separately.statSet(for: range))
        #expect(review == separately.yearReview(2023, asOf: range.asOf))
        #expect(review?.forgottenFavourites.map(\.name) == ["Old"])
        #expect(set.milestones.contains { $0.kind == .medal })
        let (week, none) = engine(history, options: options).reportStats(for: try separately.resolve(.isoWeek(year: 2024, week: 1), asOf: Fixtures.utc(2024, 1, 7)), reviewing: nil)
        #expect(none == nil && week.listenCount == 2)
    }

    @Test("an entity's page gets its own milestones: medals of finished years only, certifications, listen counts, weeks at #1")
    func entityMilestones() throws {
        let options = MilestoneOptions(listenCountMarks: [4], listenCountEvery: 0, recordingCertifications: [3], releaseCertifications: [5])
        // 2023: Gold 3 plays of G (from GR), Silver 2. 2024 (in progress at the last listen): Gold 2 more.
        let history = listens(3, on: (2023, 5, 1), artist: "Gold", track: "G", release: "GR")
            + listens(2, on: (2023, 5, 8), artist: "Silver", track: "S", release: "SR")
            + listens(2, on: (2024, 1, 9), artist: "Gold", track: "G", release: "GR")
        let engine = engine(history, zone: "Europe/Berlin", options: options)
        let profiles = engine.entityProfiles(EntitySelection(minimumListens: 1))
        func of(_ kind: EntityKind, _ name: String) throws -> EntityProfile {
            try #require(profiles.first { $0.ref.kind == kind && $0.ref.name == name })
        }
        let gold = try of(.artist, "Gold")
        // 2024 is not over at the last listen (9 January): no 2024 medal yet.
        #expect(gold.milestones.map { "\($0.kind.rawValue) \($0.value) \($0.year ?? 0)" } == ["medal 1 2023"])
        // Week 18 of 2023 (Gold), week 19 (Silver), week 2 of 2024 (Gold).
        #expect(gold.weeksAtNumberOne == 2)
        #expect(try of(.artist, "Silver").weeksAtNumberOne == 1)
        #expect(try of(.artist, "Silver").milestones.map { "\($0.kind.rawValue) \($0.value)" } == ["medal 2"])
        // G: certified at its third play, its medal; the 4th listen of the history was S.
        #expect(try of(.track, "G").milestones.map { "\($0.kind.rawValue) \($0.value)" } == ["certification 3", "medal 1"])
        let song = try of(.track, "S")
        #expect(song.milestones.map { "\($0.kind.rawValue) \($0.value)" } == ["listen_count 4", "medal 2"])
        // The album GR reached 5 plays in 2024: a certification, its 2023 gold medal before it.
        #expect(try of(.album, "GR").milestones.map { "\($0.kind.rawValue) \($0.value)" } == ["medal 1", "certification 5"])
        #expect(song.timeZone == "Europe/Berlin")
        // A milestone names its track as a page does: its release too.
        #expect(song.milestones.first?.releaseName == "SR")
    }
}

@Suite("Year review comparisons")
struct YearComparisonTests {
    func listens(_ count: Int, _ artist: String, _ year: Int, month: Int = 6, day: Int = 1) -> [Listen] {
        (0..<count).map { Fixtures.listen(Fixtures.utc(year, month, day, 10, $0), artist: artist, track: "\(artist) song") }
    }

    @Test("against the year before: listens, time, new artists; climbers, fallers, new entries")
    func comparison() {
        // 2023: A 5, B 3, C 1 (all new). 2024: C 6, D 5 (new), B 4, A 1.
        let history = listens(5, "A", 2023) + listens(3, "B", 2023, day: 2) + listens(1, "C", 2023, day: 3)
            + listens(6, "C", 2024) + listens(5, "D", 2024, day: 2) + listens(4, "B", 2024, day: 3) + listens(1, "A", 2024, day: 4)
        let review = Fixtures.engine(history).yearReview(2024)
        let comparison = review.comparison
        #expect(comparison?.previousYear == 2023)
        #expect(comparison?.listenCount == 16)
        #expect(comparison?.previousListenCount == 9)
        #expect(comparison?.listeningSeconds == Int64(16 * 180))
        #expect(comparison?.previousListeningSeconds == Int64(9 * 180))
        #expect(comparison?.newArtistShare == 0.25)
        #expect(comparison?.previousNewArtistShare == 1)
        // 2024's chart: C 1, D 2, B 3, A 4; 2023's: A 1, B 2, C 3.
        let changes = review.rankChanges
        #expect(changes?.climbers.map { "\($0.name) \($0.previousRank ?? 0)→\($0.rank ?? 0)" } == ["C 3→1"])
        #expect(changes?.newEntries.map { "\($0.name) \($0.rank ?? 0)" } == ["D 2"])
        #expect(changes?.fallers.map { "\($0.name) \($0.previousRank ?? 0)→\($0.rank ?? 0)" } == ["A 1→4", "B 2→3"])
        // D, first heard in 2024 with 5 listens, is a top discovery; none other is new.
        #expect(review.topDiscoveries.map(\.name) == ["D"])
        // Its song is the discoveries playlist's one track: C's 6 listens of a song heard in
        // 2023 are not a discovery, A's one listen too few.
        #expect(review.topDiscoveryRecordings.map(\.trackName) == ["D song"])
        #expect(review.topDiscoveryRecordings.map(\.listenCount) == [5])
        #expect(review.forgottenFavourites.isEmpty)
    }

    @Test("a year in progress is compared with the same months of the year before; its movers with the whole year")
    func inProgress() {
        // 2023: A 4 in March, B 6 in October, E 2 in February (new that year). 2024 up to 20 March: A 3 in
        // March, E 1 in January, C 2 in February (new).
        let history = listens(4, "A", 2023, month: 3) + listens(6, "B", 2023, month: 10) + listens(2, "E", 2023, month: 2)
            + listens(1, "E", 2024, month: 1) + listens(2, "C", 2024, month: 2) + listens(3, "A", 2024, month: 3)
        let engine = Fixtures.engine(history)
        let review = engine.yearReview(2024, asOf: Fixtures.utc(2024, 3, 20))
        let comparison = review.comparison
        // January to March of 2023: A 4 and E 2, both new; not B's October.
        #expect(comparison?.comparedMonths == 3)
        #expect(comparison?.listenCount == 6)
        #expect(comparison?.previousListenCount == 6)
        #expect(comparison?.previousListeningSeconds == Int64(6 * 180))
        #expect(comparison?.previousArtistCount == 2)
        #expect(comparison?.previousNewArtistCount == 2)
        // Ranks are places in the whole of 2023 (B 1, A 2, E 3): A climbs from 2 to 1.
        #expect(review.rankChanges?.climbers.map { "\($0.name) \($0.previousRank ?? 0)→\($0.rank ?? 0)" } == ["A 2→1"])
        // Without as-of, or with one after the year, whole years are compared.
        #expect(engine.yearReview(2024).comparison?.previousListenCount == 12)
        let over = engine.yearReview(2024, asOf: Fixtures.utc(2025, 1, 2)).comparison
        #expect(over?.previousListenCount == 12 && over?.comparedMonths == nil)
    }

    @Test("forgotten favourites: earlier years' top ten with no listen this year, best rank first")
    func forgotten() {
        let history = listens(5, "A", 2022) + listens(2, "B", 2022, day: 2) + listens(4, "B", 2023)
            + listens(1, "A", 2023, month: 9) + listens(3, "C", 2023, day: 3) + listens(1, "C", 2024)
        let review = Fixtures.engine(history).yearReview(2024)
        // A: #1 of 2022 (5 listens), last heard September 2023. B: #1 of 2023 (4), last in June 2023.
        #expect(review.forgottenFavourites.map { "\($0.name) \($0.bestYear) #\($0.bestRank) \($0.listenCount)" } == ["B 2023 #1 4", "A 2022 #1 5"])
        #expect(review.forgottenFavourites.map(\.lastListened) == [Fixtures.utc(2023, 6, 1, 10, 3), Fixtures.utc(2023, 9, 1, 10)])
        // Only three listens: not a top discovery.
        #expect(review.topDiscoveries.isEmpty)
        #expect(Fixtures.engine(history).yearReview(2022).comparison == nil)
    }
}

@Suite("On this day")
struct OnThisDayTests {
    @Test("a week recalls the same dates one and five years before; 29 February becomes the 28th")
    func leapYear() throws {
        let listens = [
            // 29 February 2028, inside a year-ago week of 26 February – 4 March 2029.
            Fixtures.listen(Fixtures.utc(2028, 2, 29, 12), artist: "Leap", track: "Jump"),
            Fixtures.listen(Fixtures.utc(2028, 2, 25, 12), artist: "Before"),
            Fixtures.listen(Fixtures.utc(2024, 3, 1, 12), artist: "Five", track: "Ago"),
            Fixtures.listen(Fixtures.utc(2027, 2, 28, 12), artist: "Clamped"),
            Fixtures.listen(Fixtures.utc(2029, 2, 27, 12), artist: "Now"),
        ]
        let engine = Fixtures.engine(listens)
        // ISO week 9 of 2029 is Monday 26 February to Sunday 4 March.
        let week = engine.statSet(for: try engine.resolve(.isoWeek(year: 2029, week: 9), asOf: Fixtures.utc(2029, 3, 5)))
        #expect(week.onThisDay.map(\.yearsAgo) == [1, 5])
        let yearAgo = try #require(week.onThisDay.first)
        #expect(yearAgo.firstDay == CalendarDay(year: 2028, month: 2, day: 26))
        #expect(yearAgo.lastDay == CalendarDay(year: 2028, month: 3, day: 4))
        #expect(yearAgo.listenCount == 1)
        #expect(yearAgo.topArtists.map(\.name) == ["Leap"])
        #expect(yearAgo.topRecordings.map(\.trackName) == ["Jump"])
        #expect(week.onThisDay[1].topArtists.map(\.name) == ["Five"])
        // Days starting on 29 February 2028 look back to 28 February 2027.
        let leapDays = engine.statSet(for: try engine.resolve(.days(from: CalendarDay(year: 2028, month: 2, day: 29), through: CalendarDay(year: 2028, month: 3, day: 6)), asOf: Fixtures.utc(2028, 3, 7)))
        #expect(leapDays.onThisDay.map(\.firstDay) == [CalendarDay(year: 2027, month: 2, day: 28)])
        #expect(leapDays.onThisDay.map(\.listenCount) == [1])
        let months = engine.statSet(for: try engine.resolve(.month(year: 2029, month: 2), asOf: Fixtures.utc(2029, 3, 5)))
        #expect(months.onThisDay.isEmpty)
    }

    @Test("in Europe/Berlin the year-ago week is cut at Berlin midnights across the clock change, and anniversaries name discoveries")
    func daylightSaving() throws {
        let listens = [
            // 25 Oct 2025 21:30 UTC is 23:30 CEST on Saturday 25th: before the week.
            Fixtures.listen(Fixtures.utc(2025, 10, 25, 21, 30), artist: "Saturday"),
            // 25 Oct 22:30 UTC is 00:30 on Sunday 26 October (the day the clocks go back).
        ] + (0..<4).map { Fixtures.listen(Fixtures.utc(2025, 10, 25, 22, 30) + Int64($0), artist: "Found") } + [
            // 1 Nov 23:30 UTC is 00:30 CET on 2 November: after the week.
            Fixtures.listen(Fixtures.utc(2025, 11, 1, 23, 30), artist: "Late"),
            Fixtures.listen(Fixtures.utc(2026, 10, 27, 12), artist: "Found"),
            // After the week: not counted in its anniversary (the week's end is in the history's
            // second half, where the counts are the totals less the later listens).
            Fixtures.listen(Fixtures.utc(2026, 12, 1, 12), artist: "Found"),
        ]
        let engine = Fixtures.engine(listens, zone: "Europe/Berlin")
        // A week of Monday 26 October to Sunday 1 November 2026 in Berlin (--from/--to).
        let range = try engine.resolve(.days(from: CalendarDay(year: 2026, month: 10, day: 26), through: CalendarDay(year: 2026, month: 11, day: 1)), asOf: Fixtures.utc(2026, 11, 2))
        let entry = try #require(engine.statSet(for: range).onThisDay.first)
        #expect(entry.yearsAgo == 1)
        #expect(entry.listenCount == 4)
        #expect(entry.topArtists.map(\.name) == ["Found"])
        // First heard a year ago this week, five listens by the week's end.
        #expect(entry.discoveries == [ArtistCount(name: "Found", listenCount: 5)])
        // The same in UTC (ListenBrainz's mode): the 22:30 UTC listens are on the 25th, outside.
        let utc = Fixtures.engine(listens)
        let utcEntry = try #require(utc.statSet(for: try utc.resolve(.days(from: CalendarDay(year: 2026, month: 10, day: 26), through: CalendarDay(year: 2026, month: 11, day: 1)), asOf: Fixtures.utc(2026, 11, 2))).onThisDay.first)
        #expect(utcEntry.topArtists.map(\.name) == ["Late"])
        #expect(utcEntry.discoveries.isEmpty)
    }
}

@Suite("Listens per artist before an instant")
struct ArtistCountsBeforeTests {
    @Test("the same counts from either end of the history, at every listen's time")
    func bothEnds() throws {
        let artists = ["A", "B", "C", "A", "A", "B", "D", "C", "A", "B"]
        let listens = artists.enumerated().map { Fixtures.listen(Fixtures.utc(2024, 1, 1 + $0), artist: $1) }
        let engine = Fixtures.engine(listens)
        for day in 0...artists.count {
            let end = Fixtures.utc(2024, 1, 1 + day)
            let counts = engine.artistCounts(before: end)
            let names = engine.index.artists.name.indices.map { engine.index.artist(Int32($0), listenCount: 0).name }
            var expected: [String: Int32] = [:]
            for name in artists.prefix(day) { expected[name, default: 0] += 1 }
            #expect(Dictionary(uniqueKeysWithValues: zip(names, counts)).filter { $0.value > 0 } == expected, "before day \(day)")
        }
    }
}
