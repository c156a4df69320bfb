import Foundation
import Testing

@testable import ListenStatsCLI

@Suite("Watched export files")
struct WatchedFileTests {
    @Test("a watched file is imported once, again only after it changes, and a missing one fails that user")
    func importsOnlyChangedFiles() async throws {
        var fixture = try RunFixture(users: ["rob", "ana"])
        let export = try fixture.directory.file("rob-lastfm.csv", contents: "uts,artist,album,track\n")
        fixture.configuration.users[0].watchedFiles = [export]
        fixture.configuration.users[1].watchedFiles = [fixture.directory.path + "/missing.json"]
        let journal = StepJournal()
        let pipeline = RunPipeline(
            sync: nil,
            importWatchedFiles: { context, files in
                journal.note("import \(files.map { URL(fileURLWithPath: $0).lastPathComponent })", context)
                return .changed("\(files.count) file(s)")
            },
            buildReports: nil, buildSite: nil)

        let first = try await fixture.invocation(pipeline).perform()
        #expect(first.exitStatus == .partialFailure)
        #expect(first.users[1].failure?.status == .noInput)
        #expect(journal.calls == [#"rob import ["rob-lastfm.csv"]"#])

        fixture.configuration.users.removeLast()
        let unchanged = try await fixture.invocation(pipeline).perform()
        #expect(unchanged.exitStatus == .nothingToDo)
        #expect(unchanged.users[0].steps == [RunStepRecord(step: "import", state: .done(.unchanged("no watched file changed")))])

        try "uts,artist,album,track\n1700000000,A,B,C\n".write(toFile: export, atomically: true, encoding: .utf8)
        let changed = try await fixture.invocation(pipeline).perform()
        #expect(changed.exitStatus == .success)
        #expect(journal.calls.count == 2)
    }
}
