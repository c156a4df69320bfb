import Foundation
import ListenBrainzTestServer
import Testing

/// `listenstats fetch`: the metadata and the covers in one command, against a loopback
/// ListenBrainz and a loopback Cover Art Archive; `enrich` and `covers` as its halves.
@Suite("fetch command", .serialized)
struct FetchCommandTests {
    /// rob's six albums (`CoversCommandTests.export`), and a ListenBrainz that knows each
    /// album's recording.
    static func listenBrainz() throws -> FakeListenBrainz {
        let server = try FakeListenBrainz.start()
        for album in 0..<6 {
            server.state.setRecordingMetadata(
                #"{"release": {"year": \#(1990 + album)}, "tag": {"recording": [{"tag": "jazz", "count": 3}]}}"#,
                mbid: CoversCommandTests.mbid(500 + album))
        }
        return server
    }

    /// rob's stored albums, the ListenBrainz that knows them, and an archive with every cover.
    static func servers() async throws -> (TemporaryDirectory, FakeListenBrainz, FakeCoverArchive) {
        (try await CoversCommandTests.prepared(), try listenBrainz(), try await CoversCommandTests.archive(covers: 0..<6))
    }

    @Test("both halves: 0 when something was fetched, 3 when nothing was missing, 4 when the archive is down but the metadata came")
    func bothHalves() async throws {
        let (home, server, archive) = try await Self.servers()
        defer {
            server.stop()
            archive.stop()
        }
        let addresses = ["--api-url", server.baseURL.absoluteString, "--archive-url", archive.baseURL.absoluteString]
        let first = try await ExecutableExitCodeTests.running(["fetch", "--user", "rob"] + addresses, home: home)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(server.state.seen.contains { $0.path.contains("metadata") })
        #expect(first.standardOutput.contains("covers: 6 fetched"), "\(first.standardOutput)")
        #expect(!first.standardError.contains("is `fetch"), "no notice under the new name")

        let again = try await ExecutableExitCodeTests.running(["fetch", "--user", "rob"] + addresses, home: home)
        #expect(again.status == 3, "\(again.standardError)")

        // The archive gone, the cover cache emptied and the metadata asked again (--max-age 0):
        // one half failed.
        archive.stop()
        try FileManager.default.removeItem(atPath: CoversCommandTests.coverCache(home))
        let partial = try await ExecutableExitCodeTests.running(
            ["fetch", "--user", "rob", "--max-age", "0", "--timeout", "2", "--archive-url", "http://127.0.0.1:9", "--api-url", server.baseURL.absoluteString],
            home: home)
        #expect(partial.status == 4, "\(partial.standardError)")
        #expect(partial.standardError.contains("could not fetch"), "\(partial.standardError)")
    }

    @Test("--only covers is `covers`, --only metadata is `enrich`; the old names say what they are now")
    func halvesAndOldNames() async throws {
        let (home, server, archive) = try await Self.servers()
        defer {
            server.stop()
            archive.stop()
        }
        let covers = try await ExecutableExitCodeTests.running(
            ["fetch", "--user", "rob", "--only", "covers", "--archive-url", archive.baseURL.absoluteString, "--api-url", server.baseURL.absoluteString],
            home: home)
        #expect(covers.status == 0, "\(covers.standardError)")
        #expect(!server.state.seen.contains { $0.path.contains("metadata") }, "covers only")
        let oldCovers = try await ExecutableExitCodeTests.running(
            ["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString], home: home)
        #expect(oldCovers.status == 3, "nothing missing: \(oldCovers.standardError)")
        #expect(oldCovers.standardError.contains("`covers` is `fetch --only covers` now"))

        let enrich = try await ExecutableExitCodeTests.running(["enrich", "--user", "rob", "--api-url", server.baseURL.absoluteString], home: home)
        #expect(enrich.status == 0, "\(enrich.standardError)")
        #expect(enrich.standardError.contains("`enrich` is `fetch --only metadata` now"))
        #expect(server.state.seen.contains { $0.path.contains("metadata") })
    }
}
