import Foundation
import ListenModel
import Testing

@testable import ListenSources

/// Decodes every example response in `Tests/Fixtures/listenbrainz/api/` (ListenBrainz's own
/// example responses, copied from the shared reference) and checks values read from each.
@Suite("ListenBrainz API conformance")
struct ListenBrainzConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/listenbrainz/api")

    /// Which statistic each example file answers.
    static let kinds: [String: ServerStatKind] = [
        "userArtists.json": .artists, "userReleases.json": .releases, "userReleaseGroups.json": .releaseGroups,
        "userRecordings.json": .recordings, "userListeningActivityAllTime.json": .listeningActivity,
        "userListeningActivityMonth.json": .listeningActivity, "userListeningActivityWeek.json": .listeningActivity,
        "userListeningActivityYear.json": .listeningActivity, "userDailyActivity.json": .dailyActivity,
        "user_daily_activity_api_output.json": .dailyActivity,
        "user_daily_activity_api_output_month.json": .dailyActivity,
        "user_daily_activity_api_output_week.json": .dailyActivity,
        "user_daily_activity_api_output_year.json": .dailyActivity, "userArtistMap.json": .artistMap,
        "userArtistEvolutionActivity.json": .artistEvolution, "userEraActivity.json": .eraActivity,
        "userGenreActivity.json": .genreActivity, "userArtistActivity.json": .artistActivity,
    ]
    static let otherFiles: Set<String> = ["recentListensProps.json", "year-in-music-data.json"]

    func data(_ name: String) throws -> Data {
        try Data(contentsOf: Self.folder.appendingPathComponent(name))
    }

    func statistic(_ name: String) throws -> ServerStatistic {
        let kind = try #require(Self.kinds[name])
        return try ListenBrainzClient.decodeStatistic(kind, user: "someone", range: .allTime, from: try data(name))
    }

    /// The sum of every `listen_count` in a file, read without the decoders under test.
    func listenCountSum(_ name: String) throws -> Int {
        func sum(_ value: Any) -> Int {
            switch value {
            case let object as [String: Any]:
                (object["listen_count"] as? Int ?? 0)
                    + object.filter { $0.key != "albums" }.values.reduce(0) { $0 + sum($1) }
            case let array as [Any]: array.reduce(0) { $0 + sum($1) }
            default: 0
            }
        }
        return sum(try JSONSerialization.jsonObject(with: try data(name)))
    }

    @Test("every example file is one the conformance test knows")
    func everyFileKnown() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        #expect(files.filter { Self.kinds[$0] == nil && !Self.otherFiles.contains($0) } == [])
    }

    @Test("every statistic file decodes, its kind's list complete (listen counts add up)")
    func everyStatisticDecodes() throws {
        for name in Self.kinds.keys.sorted() {
            let statistic = try statistic(name)
            #expect(statistic.kind == Self.kinds[name], "\(name)")
            #expect(statistic.content.listenCountTotal == (try listenCountSum(name)), "\(name)")
        }
    }

    @Test("top lists keep names, MBIDs, cover art and totals")
    func topLists() throws {
        guard case let .artists(artists, total) = try statistic("userArtists.json").content else {
            Issue.record("userArtists.json is not artists")
            return
        }
        #expect(artists.count == 25 && total == 94)
        #expect(artists[0] == ArtistCount(name: "Coldplay", listenCount: 70))
        let artistStat = try statistic("userArtists.json")
        #expect(artistStat.user == "ishaanshah" && artistStat.range == .allTime)

        guard case let .releases(releases, releaseTotal) = try statistic("userReleases.json").content,
            case let .releaseGroups(groups, groupTotal) = try statistic("userReleaseGroups.json").content,
            case let .recordings(recordings, recordingTotal) = try statistic("userRecordings.json").content
        else {
            Issue.record("a top list decoded as the wrong kind")
            return
        }
        #expect(releases[0].name == "Padman" && releases[0].listenCount == 57 && releaseTotal == 164)
        #expect(releases[0].caaID == 29_717_381_514)
        #expect(groups[0].name == "Reformed (feat. A1Melodymaster)")
        #expect(groups[0].mbid == "f6804962-d5a3-4099-899c-95c360938502" && groupTotal == 51)
        #expect(groups[0].artistMBIDs == ["5968383c-11c1-4c5b-ada0-504a38cec8e7"] && groups[0].caaID == nil)
        // Filed under the range asked for (.allTime here), whatever range the answer names.
        #expect(try statistic("userReleaseGroups.json").range == .allTime)
        #expect(recordings[0].trackName == "Aaj Se Teri" && recordings[0].releaseName == "Padman")
        #expect(recordingTotal == 227)
    }

    @Test("activity, daily activity, map, evolution, era, genre and artist activity keep their values")
    func activities() throws {
        guard case let .listeningActivity(allTime) = try statistic("userListeningActivityAllTime.json").content,
            case let .dailyActivity(grid) = try statistic("userDailyActivity.json").content,
            case let .artistMap(countries) = try statistic("userArtistMap.json").content,
            case let .artistEvolution(evolution) = try statistic("userArtistEvolutionActivity.json").content,
            case let .eraActivity(eras) = try statistic("userEraActivity.json").content,
            case let .genreActivity(genres) = try statistic("userGenreActivity.json").content,
            case let .artistActivity(artistActivity) = try statistic("userArtistActivity.json").content
        else {
            Issue.record("a statistic decoded as the wrong kind")
            return
        }
        #expect(allTime.last == ActivityBucket(fromTS: 1_577_836_800, toTS: 1_609_459_199, timeRange: "2020", listenCount: 3580))
        #expect(grid.counts[4][2] == 30)  // Friday 02:00
        #expect(grid.counts[0][6] == 71)  // Monday 06:00
        #expect(grid.total == 4787)
        #expect(countries.count == 27 && countries[1] == ArtistMapEntry(country: "USA", artistCount: 135, listenCount: 2705))
        #expect(evolution[10] == ArtistEvolutionEntry(timeUnit: "Wednesday", artistName: "Taylor Swift", artistMBID: "mbid_taylor", listenCount: 300))
        #expect(eras.first == YearListenCount(year: 1971, listenCount: 3) && eras.count == 23)
        #expect(genres.first == GenreHourCount(genre: "alternative dance", hour: 14, listenCount: 3))
        #expect(artistActivity.first?.artistName == "Ed Sheeran" && artistActivity.first?.albums.count == 8)
        #expect(artistActivity.first?.albums[1] == ReleaseCount(name: "÷", artistName: "Ed Sheeran", listenCount: 12))
    }

    @Test("the Year in Music example (2021 shape) decodes with its top lists and counts")
    func yearInMusic() throws {
        let decoded = try JSONDecoder().decode(APIYearInMusic.self, from: try data("year-in-music-data.json"))
        let year = decoded.model(user: "mr_monkey", year: 2021)
        #expect(!year.isEmpty)
        #expect(year.totalListenCount == 2742 && year.dayOfWeek == "Friday")
        #expect(year.listensPerDay.count == 350 && year.listensPerDay[2].listenCount == 41)
        #expect(year.topArtists.first == ArtistCount(name: "Mdou Moctar", mbid: "d85defaf-b82e-48be-beb5-2672099e392e", listenCount: 64))
        #expect(year.topReleaseGroups.count == 50 && year.topReleaseGroups.first?.name == "Grown")
        #expect(year.topRecordings.first?.trackName == "If I Had a Heart")
        #expect(year.mostListenedYear.count == 59 && year.mostListenedYear.first == YearListenCount(year: 1958, listenCount: 1))
        #expect(year.mostListenedYear.contains(YearListenCount(year: 1993, listenCount: 39)))
        #expect(year.similarUsers.count == 25 && year.similarUsers.contains(SimilarUser(name: "OverFjell", similarity: 1)))
    }

    @Test("the recent-listens example decodes every listen, durations and MSIDs included")
    func recentListens() throws {
        struct Props: Decodable { var listens: [APIListen] }
        let page = ListensPage(try JSONDecoder().decode(Props.self, from: try data("recentListensProps.json")).listens)
        #expect(page.listens.count == 25 && page.skipped == 0)
        #expect(page.newest == 1_586_523_524 && page.oldest == 1_586_440_536)
        let first = try #require(page.listens.first)
        #expect(first.track == Track(
            artistName: "SOHN", trackName: "Falling", releaseName: "Rennen",
            recordingMSID: "973e5620-829d-46dd-89a8-760d87076287"))
        #expect(first.durationMs == 268_629)
    }
}

extension ServerStatContent {
    /// Every listen count in the statistic added up (albums of artist activity left out,
    /// as they split the artist's count).
    var listenCountTotal: Int {
        switch self {
        case let .artists(entries, _): entries.reduce(0) { $0 + $1.listenCount }
        case let .releases(entries, _), let .releaseGroups(entries, _): entries.reduce(0) { $0 + $1.listenCount }
        case let .recordings(entries, _): entries.reduce(0) { $0 + $1.listenCount }
        case let .listeningActivity(buckets): buckets.reduce(0) { $0 + $1.listenCount }
        case let .dailyActivity(grid): grid.total
        case let .artistMap(entries): entries.reduce(0) { $0 + $1.listenCount }
        case let .artistEvolution(entries): entries.reduce(0) { $0 + $1.listenCount }
        case let .eraActivity(entries): entries.reduce(0) { $0 + $1.listenCount }
        case let .genreActivity(entries): entries.reduce(0) { $0 + $1.listenCount }
        case let .artistActivity(entries): entries.reduce(0) { $0 + $1.listenCount }
        }
    }
}
