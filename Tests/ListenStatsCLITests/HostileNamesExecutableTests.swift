import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

/// The real executable given names and numbers made to mislead: what is stored, what a
/// terminal is shown and what is refused.
@Suite("listenstats against hostile names and numbers")
struct HostileNamesExecutableTests {
    @Test("sync: a NUL in a name is dropped, not where the name ends; an artist of spaces is skipped, as import skips it")
    func syncedNames() async throws {
        let home = try TemporaryDirectory()
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.add(
            [
                Listen(listenedAt: 1_763_000_000, track: Track(artistName: "Nul\u{0}Byte", trackName: "Song"), source: .listenbrainz),
                Listen(listenedAt: 1_763_000_300, track: Track(artistName: "   ", trackName: "Song"), source: .listenbrainz),
            ], user: "rob")
        let sync = try await ExecutableExitCodeTests.running(["sync", "--user", "rob"], home: home, server: server.baseURL)
        #expect(sync.status == 0, "\(sync.standardError)")
        let stats = try await ExecutableExitCodeTests.running(
            ["stats", "--user", "rob", "--range", "all_time", "--format", "table"], home: home)
        #expect(stats.status == 0, "\(stats.standardError)")
        #expect(stats.standardOutput.contains("listens          1 "), "\(stats.standardOutput)")
        #expect(stats.standardOutput.contains("  NulByte\n"), "\(stats.standardOutput)")
    }
}
