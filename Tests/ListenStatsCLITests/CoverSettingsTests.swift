import Foundation
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
}
