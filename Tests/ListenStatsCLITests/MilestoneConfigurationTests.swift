import Foundation
import ListenModel
import ListenStore
import Testing

@testable import ListenStatsCLI

@Suite("Config file: milestones")
struct MilestoneConfigurationTests {
    let loader = ConfigurationLoader(isWorldReadable: { _ in false })

    @Test("milestones: listen counts, every, tracks and albums; what is left out keeps its default")
    func reads() throws {
        let text = """
            milestones:
              listen_counts: [500, 100]
              every: 0
              tracks: [3]
            """
        let options = try loader.parse(text, file: "c.yaml").configuration.milestones
        #expect(options.listenCountMarks == [100, 500])
        #expect(options.listenCountEvery == 0)
        #expect(options.recordingCertifications == [3])
        #expect(options.releaseCertifications == MilestoneOptions.standard.releaseCertifications)
        #expect(try loader.parse("theme: dark", file: "c.yaml").configuration.milestones == .standard)
    }

    @Test("a threshold that is not a whole number of listens is an error at its line")
    func errors() throws {
        let text = """
            milestones:
              tracks: [250, -1]
              albums: lots
              evry: 5
            """
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        #expect(
            error?.issues.map(\.description) == [
                "c.yaml:2: error: 'tracks' takes whole numbers of listens from 1 to 1000000000, not '-1'",
                "c.yaml:3: error: 'albums' takes whole numbers of listens from 1 to 1000000000, not 'lots'",
                "c.yaml:4: error: unknown key 'evry' in 'milestones'; did you mean 'every'? (known: listen_counts, every, tracks, albums)",
            ])
    }

    @Test("the configured thresholds reach a year report")
    func reachesReports() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("milestones-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("listens.sqlite").path
        let day = Int64(CalendarDay(year: 2024, month: 5, day: 1).dayNumber) * 86_400
        let listens = (0..<4).map {
            Listen(listenedAt: day + Int64($0) * 600, track: Track(artistName: "A", trackName: "Song", releaseName: "LP"), durationMs: nil, source: .demo)
        }
        try ListenStore(path: database).insert(listens, user: "rob")
        let config = folder.appendingPathComponent("config.yaml")
        try "milestones:\n  tracks: [3]\n  listen_counts: [2]\n".write(to: config, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try await YearCommand.parse(["2024", "--config", config.path, "--db", database, "--user", "rob", "--timezone", "UTC", "--out", out.path, "--quiet"]).run()
        let data = try Data(contentsOf: out.appendingPathComponent("rob/year/2024/data.json"))
        let stats = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["stats"] as? [String: Any])
        let milestones = try #require(stats["milestones"] as? [[String: Any]])
        let kinds = milestones.compactMap { entry in (entry["kind"] as? String).map { "\($0) \(entry["value"] as? Int ?? 0)" } }
        #expect(kinds.contains("certification 3") && kinds.contains("listen_count 2"))
        #expect(!kinds.contains("listen_count 1000"))

        // `stats` reads the same config and counts the same milestones (it counted the
        // defaults: a year's page and its numbers disagreed).
        let home = try TemporaryDirectory()
        let outcome = try await ExecutableExitCodeTests.running(
            ["stats", "--config", config.path, "--db", database, "--user", "rob", "--timezone", "UTC", "--range", "2024", "--format", "json"],
            home: home)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let statsJSON = try #require(
            (try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])?["stats"] as? [String: Any])
        let fromStats = (statsJSON["milestones"] as? [[String: Any]] ?? []).compactMap { entry in (entry["kind"] as? String).map { "\($0) \(entry["value"] as? Int ?? 0)" } }
        #expect(fromStats.contains("certification 3") && fromStats.contains("listen_count 2"), "\(fromStats)")
    }
}
