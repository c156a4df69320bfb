import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

@testable import ListenStatsCLI

@Suite("listenstats run against a loopback ListenBrainz")
struct RunLoopbackTests {
    @Test("rob syncs, ana is unknown to the server, kim has nothing: exit 4; then nothing to do: exit 3")
    func multiUser() async throws {
        let server = try FakeListenBrainz.start()
        let track = Track(artistName: "Perfume", trackName: "ポリリズム")
        server.state.add(
            (0..<3).map { Listen(listenedAt: 1_763_000_000 + Int64($0) * 300, track: track, source: .listenbrainz) },
            user: "rob")
        server.state.add([], user: "kim")
        var fixture = try RunFixture(users: ["rob", "ana", "kim"])
        fixture.environment = ["LISTENBRAINZ_API_URL": server.baseURL.absoluteString, "TOKEN_ROB": "rob-secret-token-1234"]

        let first = try await fixture.invocation(.standard).perform()
        #expect(first.exitStatus == .partialFailure)
        #expect(first.users[0].steps == [RunStepRecord(step: "sync", state: .done(.changed("3 new listens")))])
        #expect(first.users[1].failure?.status == .noInput)
        #expect(first.users[2].steps == [RunStepRecord(step: "sync", state: .done(.unchanged("no new listens")))])
        #expect(!fixture.output.text.contains("rob-secret-token-1234"))

        fixture.configuration.users.remove(at: 1)
        let second = try await fixture.invocation(.standard).perform()
        #expect(second.exitStatus == .nothingToDo)
        let seen = server.state.seen
        #expect(seen.contains { $0.authorization == "Token rob-secret-token-1234" })
        server.stop()
    }
}
