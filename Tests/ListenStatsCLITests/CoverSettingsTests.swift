import Foundation
import ListenModel
import ListenSources
import ListenStore
import Testing

@testable import ListenStatsCLI

/// `fetch_covers` in the config file and the `covers` step it puts into `run`'s plan.
@Suite("Cover settings")
struct CoverSettingsTests {
    let loader = ConfigurationLoader(isWorldReadable: { _ in false })

    static func config(_ fetch: String) -> String {
        "fetch_covers: \(fetch)\nusers:\n  - name: rob\n    time_zone: UTC\n"
    }

    @Test("fetch_covers reads true/false (and yes/no), is off by default, and anything else is an error at its line")
    func reads() throws {
        #expect(try loader.parse(Self.config("true"), file: "c.yaml").configuration.fetchCovers)
        #expect(try loader.parse(Self.config("yes"), file: "c.yaml").configuration.fetchCovers)
        #expect(try !loader.parse(Self.config("false"), file: "c.yaml").configuration.fetchCovers)
        #expect(try !loader.parse("users:\n  - name: rob\n    time_zone: UTC\n", file: "c.yaml").configuration.fetchCovers)
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(Self.config("sometimes"), file: "c.yaml") }
        #expect(error?.issues.map(\.description) == [
            "c.yaml:1: error: 'sometimes' is not a valid fetch_covers; use true or false",
            "c.yaml:1: warning: 'fetch_covers' is now part of 'fetch': write 'fetch: [covers]' (with metadata: 'fetch: [metadata, covers]')",
        ])
    }

    @Test("one key, fetch: [metadata, covers], puts both halves into run's plan; the old keys still do, with a warning each")
    func fetchKey() throws {
        let both = try loader.parse("fetch: [metadata, covers]\nusers:\n  - name: rob\n    time_zone: UTC\n", file: "c.yaml")
        #expect(both.warnings.isEmpty)
        #expect(RunPipeline.standard.plan(for: both.configuration).users.first?.steps.map(\.name) == ["sync", "enrich", "covers"])
        let covers = try loader.parse("fetch: [covers]\nusers:\n  - name: rob\n    time_zone: UTC\n", file: "c.yaml").configuration
        #expect(RunPipeline.standard.plan(for: covers).users.first?.steps.map(\.name) == ["sync", "covers"])
        let old = try loader.parse("metadata: fetch\nfetch_covers: true\nusers:\n  - name: rob\n    time_zone: UTC\n", file: "c.yaml")
        #expect(RunPipeline.standard.plan(for: old.configuration).users.first?.steps.map(\.name) == ["sync", "enrich", "covers"])
        #expect(old.warnings.map(\.line) == [1, 2])
        let wrong = #expect(throws: ConfigurationError.self) { try loader.parse("fetch: [metadata, lyrics]\n", file: "c.yaml") }
        #expect(wrong?.issues.first?.description == "c.yaml:1: error: 'lyrics' is not a valid fetch; use one of: metadata, covers")
    }

    @Test("run fetches covers after each user's sync only when fetch_covers is true")
    func plan() throws {
        let on = try loader.parse(Self.config("true"), file: "c.yaml").configuration
        let off = try loader.parse(Self.config("false"), file: "c.yaml").configuration
        #expect(RunPipeline.standard.plan(for: on).users.first?.steps.map(\.name) == ["sync", "covers"])
        #expect(RunPipeline.standard.plan(for: off).users.first?.steps.map(\.name) == ["sync"])
    }
    @Test("the covers fetched are those of the top lists the reports show: the user's exclusions apply, as they do to every count")
    func coversFollowExclusions() throws {
        // Three albums; the most played is by an excluded artist, so no report shows it and its
        // cover is not fetched (the step counted without the exclusions before).
        func track(_ artist: String, _ index: Int) -> Track {
            let release = "00000000-0000-4000-8000-00000000000\(index)"
            let mapping = MBIDMapping(
                recordingMBID: "10000000-0000-4000-8000-00000000000\(index)", recordingName: "Song \(index)", releaseMBID: release,
                artists: [CreditedArtist(name: artist, mbid: "20000000-0000-4000-8000-00000000000\(index)")], caaID: Int64(index),
                caaReleaseMBID: release)
            return Track(artistName: artist, trackName: "Song \(index)", releaseName: "Album \(index)", mapping: mapping)
        }
        let plays = [(track("Alpha", 1), 9), (track("Beta", 2), 5), (track("Gamma", 3), 2)]
        var listens: [Listen] = []
        for (track, count) in plays {
            for play in 0..<count {
                listens.append(Listen(listenedAt: 1_767_600_000 + Int64(listens.count) * 600 + Int64(play), track: track, source: .listenbrainz))
            }
        }
        let store = try ListenStore()
        try store.insert(listens, user: "rob")
        let configuration = try loader.parse(
            "users:\n  - name: rob\n    time_zone: UTC\n    exclude:\n      artists: [alpha]\n", file: "c.yaml"
        ).configuration
        let settings = try UserReportSettings.resolve(user: "rob", configuration: configuration, timeZoneFlag: nil, environment: [:])
        let step = CoverArtStep(
            store: store, user: "rob", cache: CoverCache(directory: URL(fileURLWithPath: "/nonexistent")), settings: settings)
        let wanted = Set(try step.wanted().map(\.releaseMBID))
        #expect(!wanted.contains("00000000-0000-4000-8000-000000000001"), "an excluded artist's album is on no report")
        #expect(wanted.contains("00000000-0000-4000-8000-000000000002"))
        #expect(wanted.contains("00000000-0000-4000-8000-000000000003"))
    }
}
