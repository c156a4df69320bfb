import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Stat set semantics")
struct StatSetTests {
    let day = Fixtures.utc(2024, 3, 13)

    func statSet(_ listens: [Listen], _ request: RangeRequest = .year(2024), zone: String = "UTC", filter: StatFilter = .none, top: Int = 25) throws -> StatSet {
        let engine = Fixtures.engine(listens, zone: zone, filter: filter)
        return engine.statSet(for: try engine.resolve(request, asOf: Fixtures.utc(2024, 12, 31)), topCount: top)
    }

    @Test("ties: count descending, then name descending by UTF-8 bytes, then MBID descending with none last")
    func tieOrder() throws {
        func mapped(_ name: String, _ mbid: String) -> MBIDMapping {
            MBIDMapping(recordingMBID: "r-\(name)-\(mbid)", recordingName: "T", artists: [CreditedArtist(name: name, mbid: mbid)])
        }
        let set = try statSet([
            Fixtures.listen(day, artist: "c"), Fixtures.listen(day + 1, artist: "C"), Fixtures.listen(day + 2, artist: "B"),
            Fixtures.listen(day + 3, artist: "Zed", mapping: mapped("Zed", "m1")),
            Fixtures.listen(day + 4, artist: "Zed", mapping: mapped("Zed", "m2")),
            Fixtures.listen(day + 5, artist: "Zed"),
            Fixtures.listen(day + 6, artist: "a"),
        ])
        // "a" (0x61) > "Zed" (0x5A) > "B" (0x42): byte order, so case matters.
        #expect(set.topArtists.map(\.name) == ["c", "a", "Zed", "Zed", "Zed", "B"])
        #expect(set.topArtists.map(\.mbid) == [nil, nil, "m2", "m1", nil, nil])
        #expect(set.topArtists.first?.listenCount == 2)
    }

    @Test("by listening time: a few long listens outrank many short ones; unknown lengths count three minutes; each credited artist gets the whole listen")
    func artistsByListeningTime() throws {
        let duet = MBIDMapping(
            recordingMBID: "r-duet", recordingName: "Duet",
            artists: [CreditedArtist(name: "Opera", mbid: "m-opera", joinPhrase: " & "), CreditedArtist(name: "Pop", mbid: "m-pop")])
        func solo(_ name: String) -> MBIDMapping {
            MBIDMapping(recordingMBID: "r-\(name)", recordingName: name, artists: [CreditedArtist(name: name, mbid: "m-\(name.lowercased())")])
        }
        var listens = (0..<5).map { Fixtures.listen(day + Int64($0), artist: "Pop", durationMs: 120_000, mapping: solo("Pop")) }
        listens += (0..<2).map { Fixtures.listen(day + 100 + Int64($0), artist: "Opera", durationMs: 1_800_000, mapping: solo("Opera")) }
        listens.append(Fixtures.listen(day + 200, artist: "Unknown length"))
        listens.append(Fixtures.listen(day + 300, artist: "Opera & Pop", durationMs: 300_000, mapping: duet))
        let set = try statSet(listens)
        #expect(set.topArtists.first?.name == "Pop")
        #expect(set.topArtistsByTime.map(\.name) == ["Opera", "Pop", "Unknown length"])
        #expect(set.topArtistsByTime.map(\.listeningMs) == [3_900_000, 900_000, 180_000])
        #expect(set.topArtistsByTime.map(\.listenCount) == [3, 6, 1])
        #expect(set.topArtistsByTime.map(\.estimatedListenCount) == [0, 0, 1])
    }

    @Test("NFC and NFD spellings of a name stay two artists")
    func normalisationKeptApart() throws {
        let set = try statSet([Fixtures.listen(day, artist: "Beyonc\u{E9}"), Fixtures.listen(day + 1, artist: "Beyonce\u{301}")])
        #expect(set.artistCount == 2)
        #expect(set.topArtists.allSatisfy { $0.listenCount == 1 })
    }

    @Test("artists group without case under one (name, MBID)")
    func caseInsensitiveGrouping() throws {
        let set = try statSet([Fixtures.listen(day, artist: "Radiohead"), Fixtures.listen(day + 1, artist: "radiohead")])
        #expect(set.topArtists == [ArtistCount(name: "Radiohead", listenCount: 2)])
    }

    @Test("a mapped listen counts for each credited artist; an unmapped one once under its whole name")
    func creditedArtists() throws {
        let mapping = MBIDMapping(
            recordingMBID: "rec", recordingName: "Song (Remix)",
            artists: [CreditedArtist(name: "A", mbid: "ma", joinPhrase: " feat. "), CreditedArtist(name: "B", mbid: "mb")])
        let set = try statSet([
            Fixtures.listen(day, artist: "A feat. B", track: "Song", mapping: mapping),
            Fixtures.listen(day + 1, artist: "A feat. B", track: "Song"),
        ])
        #expect(set.listenCount == 2)
        #expect(Set(set.topArtists) == [
            ArtistCount(name: "A", mbid: "ma", listenCount: 1), ArtistCount(name: "B", mbid: "mb", listenCount: 1),
            ArtistCount(name: "A feat. B", listenCount: 1),
        ])
        #expect(Set(set.topRecordings.map(\.trackName)) == ["Song (Remix)", "Song"])
        #expect(set.topRecordings.first { $0.mbid == "rec" }?.artistName == "A feat. B")
    }

    @Test("listens without a release are left out of release lists but counted elsewhere")
    func noRelease() throws {
        let set = try statSet([Fixtures.listen(day, release: nil), Fixtures.listen(day + 1, release: ""), Fixtures.listen(day + 2)])
        #expect(set.releaseCount == 1)
        #expect(set.topReleases.map(\.listenCount) == [1])
        #expect(set.topReleaseGroups?.map(\.listenCount) == [1])
        #expect(set.recordingCount == 2)
        #expect(set.listenCount == 3)
    }

    @Test("listening time sums known durations and estimates 180 s for the rest")
    func listeningTime() throws {
        let set = try statSet([Fixtures.listen(day, durationMs: 200_000), Fixtures.listen(day + 1), Fixtures.listen(day + 2)])
        #expect(set.knownListeningMs == 200_000)
        #expect(set.estimatedListenCount == 2)
        #expect(set.estimatedListeningMs == 360_000)
    }

    @Test("a 23:30 UTC listen is Monday 00:30 in Europe/Berlin, and 05:15 Tuesday in Asia/Kathmandu")
    func wallClockGrid() throws {
        let sunday = Fixtures.utc(2024, 1, 14, 23, 30)
        let berlin = try statSet([Fixtures.listen(sunday)], zone: "Europe/Berlin")
        #expect(berlin.hourWeekday.counts[0][0] == 1)
        #expect(berlin.days.first { $0.listenCount > 0 }?.day == CalendarDay(year: 2024, month: 1, day: 15))
        let utc = try statSet([Fixtures.listen(sunday)])
        #expect(utc.hourWeekday.counts[6][23] == 1)
        let kathmandu = try statSet([Fixtures.listen(sunday)], zone: "Asia/Kathmandu")
        #expect(kathmandu.hourWeekday.counts[0][5] == 1)
    }

    @Test("the 25-hour day holds two 02:00 hours in Europe/Berlin")
    func repeatedHour() throws {
        let listens = [Fixtures.listen(Fixtures.utc(2024, 10, 27, 0, 30)), Fixtures.listen(Fixtures.utc(2024, 10, 27, 1, 30))]
        let day = CalendarDay(year: 2024, month: 10, day: 27)
        let set = try statSet(listens, .days(from: day, through: day), zone: "Europe/Berlin")
        #expect(set.listenCount == 2)
        #expect(set.hourWeekday.counts[6][2] == 2)
        #expect(set.activity.map(\.listenCount) == [2])
    }

    @Test("streaks: the longest run in the window and the run reaching the as-of day, or the period's last day once it is over")
    func streaks() throws {
        let days = [1, 2, 3, 5, 6, 30, 31].map { Fixtures.listen(Fixtures.utc(2024, 12, $0, 12)) }
        let set = try statSet(days, .month(year: 2024, month: 12))
        #expect(set.streaks.longest == DaySpan(first: CalendarDay(year: 2024, month: 12, day: 1), last: CalendarDay(year: 2024, month: 12, day: 3)))
        #expect(set.streaks.current?.dayCount == 2)
        // Two days later the run has lapsed: all time has no current streak, December still
        // ended on its run of 30–31 December.
        let lapsed = Fixtures.engine(
            [Fixtures.listen(Fixtures.utc(2024, 11, 6, 9))] + days
                + [Fixtures.listen(Fixtures.utc(2025, 1, 1, 9)), Fixtures.listen(Fixtures.utc(2025, 1, 10, 9))])
        let asOf = Fixtures.utc(2025, 1, 13, 9)
        #expect(lapsed.statSet(for: try lapsed.resolve(.listenBrainz(.allTime), asOf: asOf)).streaks.current == nil)
        let december = lapsed.statSet(for: try lapsed.resolve(.month(year: 2024, month: 12), asOf: asOf)).streaks.current
        #expect(december == DaySpan(first: CalendarDay(year: 2024, month: 12, day: 30), last: CalendarDay(year: 2024, month: 12, day: 31)))
        // ListenBrainz's last month includes 1 January's first second; its run still ends on the 31st.
        let lastMonth = lapsed.statSet(for: try lapsed.resolve(.listenBrainz(.month), asOf: asOf))
        #expect(lastMonth.window.end == Fixtures.utc(2025, 1, 1) + 1)
        #expect(lastMonth.streaks.current == december && lastMonth.endedBeforeAsOf)
        // November's last listening day, the 6th, is long before its end: no run reached it.
        let november = lapsed.statSet(for: try lapsed.resolve(.month(year: 2024, month: 11), asOf: asOf)).streaks.current
        #expect(november == nil)
    }

    @Test("a gap over 30 minutes starts a new session; the longest is kept")
    func sessions() throws {
        let start = Fixtures.utc(2024, 5, 1, 10)
        let set = try statSet([
            Fixtures.listen(start, durationMs: 240_000), Fixtures.listen(start + 1800, durationMs: 240_000),
            Fixtures.listen(start + 1800 + 1801), Fixtures.listen(start + 10_000),
        ])
        #expect(set.sessions.sessionCount == 3)
        #expect(set.sessions.longest == ListeningSession(start: start, end: start + 1800 + 240, listenCount: 2))
    }

    @Test("discoveries need the listens before the window; rank changes compare with the previous period")
    func discoveriesAndRanks() throws {
        let old = Fixtures.utc(2023, 6, 1)
        let set = try statSet([
            Fixtures.listen(old, artist: "Old"), Fixtures.listen(old + 1, artist: "Older"), Fixtures.listen(old + 2, artist: "Older"),
            Fixtures.listen(day, artist: "Old"), Fixtures.listen(day + 1, artist: "Old"), Fixtures.listen(day + 2, artist: "Older"),
            Fixtures.listen(day + 3, artist: "New"),
        ])
        #expect(set.newArtistCount == 1)
        #expect(set.newArtists.map(\.name) == ["New"])
        #expect(set.artistRankChanges.map(\.movement) == [.up, .down, .new])
        #expect(set.previousListenCount == 3)
    }

    @Test("filters leave out artists by name or MBID and sources, and put them back when dropped")
    func filters() throws {
        let mapping = MBIDMapping(recordingMBID: "r", recordingName: "Lullaby", artists: [CreditedArtist(name: "Kids Band", mbid: "kid")])
        let listens = [
            Fixtures.listen(day, artist: "Kids Band", mapping: mapping), Fixtures.listen(day + 1, artist: "kids band"),
            Fixtures.listen(day + 2, artist: "Me", source: .spotify), Fixtures.listen(day + 3, artist: "Me"),
        ]
        #expect(try statSet(listens, filter: StatFilter(excludedArtists: ["KIDS BAND"])).listenCount == 2)
        #expect(try statSet(listens, filter: StatFilter(excludedArtists: ["kid"])).listenCount == 3)
        #expect(try statSet(listens, filter: StatFilter(excludedSources: [.spotify])).listenCount == 3)
        #expect(try statSet(listens).listenCount == 4)
        // What each rule took: a listen two rules match is the first rule's; a rule that took
        // nothing is not listed.
        let leftOut = try statSet(
            listens, filter: StatFilter(excludedArtists: ["nobody", "kid", "Kids Band"], excludedSources: [.spotify, .lastfm])
        ).leftOut
        #expect(leftOut == [
            LeftOutCount(rule: "artist", value: "kid", listenCount: 1), LeftOutCount(rule: "artist", value: "Kids Band", listenCount: 1),
            LeftOutCount(rule: "source", value: "spotify", listenCount: 1),
        ])
        #expect(try statSet(listens).leftOut.isEmpty)
    }

    @Test("activity pairs this period with the previous one and gives the like-for-like change")
    func activityChange() throws {
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 3, 4, 10)), Fixtures.listen(Fixtures.utc(2024, 3, 5, 10)),
            Fixtures.listen(Fixtures.utc(2024, 3, 9, 10)), Fixtures.listen(Fixtures.utc(2024, 3, 11, 10)),
            Fixtures.listen(Fixtures.utc(2024, 3, 12, 10)), Fixtures.listen(Fixtures.utc(2024, 3, 12, 11)),
            Fixtures.listen(Fixtures.utc(2024, 3, 13, 15)),
        ]
        let engine = Fixtures.engine(listens)
        let set = engine.statSet(for: try engine.resolve(.listenBrainz(.thisWeek), asOf: engine.latestListen!))
        #expect(set.previousActivity.map(\.listenCount) == [1, 1, 0, 0, 0, 1, 0])
        #expect(set.activity.map(\.listenCount) == [1, 2])
        #expect(set.activityChangePercent == 50)
        #expect(set.listenCount == 4)
    }

    @Test("a year in progress is compared with as many months of the year before, not all twelve")
    func changeOfAPeriodInProgress() throws {
        let listens = (0..<10).map { Fixtures.listen(Fixtures.utc(2023, 1, 5, $0)) }
            + (0..<10).map { Fixtures.listen(Fixtures.utc(2023, 12, 5, $0)) }
            + (0..<15).map { Fixtures.listen(Fixtures.utc(2024, 1, 5, $0)) }
        let engine = Fixtures.engine(listens)
        let year = engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2024, 1, 31)))
        #expect(year.activity.count == 12)
        // January 2024 (15) against January 2023 (10): +50 %, not 15 against the year's 20.
        #expect(year.activityChangePercent == 50)
        let done = engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2025, 1, 1)))
        #expect(done.activityChangePercent == -25)
    }

    @Test("Year in Music: months, seasons, first listen, biggest day and busiest weekday")
    func yearReview() throws {
        let listens = [
            Fixtures.listen(Fixtures.utc(2023, 12, 31, 23), artist: "Last Year"),
            Fixtures.listen(Fixtures.utc(2024, 1, 5, 9), artist: "Jan", track: "Cold"),
            Fixtures.listen(Fixtures.utc(2024, 7, 5, 9), artist: "Jul", track: "Warm", durationMs: 100_000),
            Fixtures.listen(Fixtures.utc(2024, 7, 5, 10), artist: "Jul", track: "Warm"),
            Fixtures.listen(Fixtures.utc(2024, 12, 20, 10), artist: "Dec", track: "Snow"),
        ]
        let review = Fixtures.engine(listens).yearReview(2024)
        #expect(review.listenCount == 4)
        #expect(review.newArtistCount == 3)
        #expect(review.listeningSeconds == 100 + 3 * 180)
        #expect(review.firstListen?.track.artistName == "Jan")
        #expect(review.biggestDay == DayCount(day: CalendarDay(year: 2024, month: 7, day: 5), listenCount: 2))
        #expect(review.mostActiveWeekday == "Friday")
        #expect(review.monthTopArtists.map { $0.artist?.name } == ["Jan", nil, nil, nil, nil, nil, "Jul", nil, nil, nil, nil, "Dec"])
        #expect(review.seasonTopRecordings.map { $0.recording?.trackName } == ["Snow", nil, "Warm", nil])
        #expect(review.listensPerDay.count == 366)
        #expect(review.listensPerDay[0].timeRange == "01 January 2024")
    }

    @Test("all_time as of a day counts no listen after that day, in its window or its last activity bucket")
    func allTimeAsOf() throws {
        let listens = [
            Fixtures.listen(Fixtures.utc(2023, 5, 1), artist: "A", track: "T"),
            Fixtures.listen(Fixtures.utc(2024, 3, 1), artist: "A", track: "T"),
            Fixtures.listen(Fixtures.utc(2024, 9, 1), artist: "A", track: "T"),
        ]
        let engine = Fixtures.engine(listens)
        let set = engine.statSet(for: try engine.resolve(.listenBrainz(.allTime), asOf: Fixtures.utc(2024, 6, 1) - 1))
        #expect(set.listenCount == 2)
        #expect(set.activity.last?.timeRange == "2024")
        #expect(set.activity.last?.listenCount == 1)
        #expect(set.activity.last?.toTS == Fixtures.utc(2025, 1, 1) - 1)
        #expect(set.activity.reduce(0) { $0 + $1.listenCount } == set.listenCount)
    }
}
