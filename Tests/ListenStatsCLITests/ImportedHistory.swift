import Foundation
import Testing

/// A temporary home whose store holds a history (ListenBrainz JSON lines) for one user,
/// imported by the real executable: the start of most executable tests of what follows import.
struct ImportedHistory {
    let home: TemporaryDirectory
    let database: String

    init(_ jsonLines: String, user: String = "ana") async throws {
        home = try TemporaryDirectory()
        database = home.path + "/listens.sqlite"
        let file = try home.file("history.jsonl", contents: jsonLines)
        let outcome = try await ExecutableExitCodeTests.running(["import", file, "--user", user, "--db", database, "--quiet"], home: home)
        try #require(outcome.status == 0, "\(outcome.standardError)")
    }
}
