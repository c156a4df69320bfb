import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

/// `run`'s outputs are part of its state: a removed site folder, or a report folder deleted by
/// hand, is built again by the next run although no listen is new.
@Suite("listenstats run rebuilds missing outputs")
struct RunOutputsTests {
    @Test("a removed site, then a removed report folder, are built again by a plain run; a whole site is left alone (exit 3)")
    func missingOutputs() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let track = Track(artistName: "Perfume", trackName: "ポリリズム")
        server.state.add((0..<40).map { Listen(listenedAt: 1_763_000_000 + Int64($0) * 3_600, track: track, source: .listenbrainz) }, user: "rob")
        let probe = try TemporaryDirectory()
        let site = probe.path + "/site"
        let home = try ExecutableExitCodeTests.configured(
            """
            database: \(probe.path)/listens.sqlite
            output: \(site)
            users:
              - name: rob
                time_zone: UTC
            """)
        let first = try await ExecutableExitCodeTests.running(["run"], home: home, server: server.baseURL)
        try #require(first.status == 0, "\(first.standardError)")
        let built = try SitePublicationTests.tree(site)
        #expect(built["index.html"] != nil)

        let again = try await ExecutableExitCodeTests.running(["run"], home: home, server: server.baseURL)
        #expect(again.status == 3, "\(again.standardError)")

        try FileManager.default.removeItem(atPath: site)
        let afterRemoval = try await ExecutableExitCodeTests.running(["run"], home: home, server: server.baseURL)
        #expect(afterRemoval.status == 0, "\(afterRemoval.standardError)")
        let rebuilt = try SitePublicationTests.tree(site)
        #expect(rebuilt == built, "differs: \(Set(rebuilt.keys).union(built.keys).filter { rebuilt[$0] != built[$0] }.sorted())")

        let week = try #require(built.keys.filter { $0.hasPrefix("rob/week/") && $0.hasSuffix("/index.html") }.sorted().first)
        try FileManager.default.removeItem(atPath: site + "/" + (week as NSString).deletingLastPathComponent)
        let afterDeletion = try await ExecutableExitCodeTests.running(["run"], home: home, server: server.baseURL)
        #expect(afterDeletion.status == 0, "\(afterDeletion.standardError)")
        let restored = try SitePublicationTests.tree(site)
        #expect(restored == built, "differs: \(Set(restored.keys).union(built.keys).filter { restored[$0] != built[$0] }.sorted())")
    }
}
