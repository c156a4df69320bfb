import ArgumentParser
import ListenStore
import Testing

@testable import ListenStatsCLI

@Suite("Exit codes")
struct ExitStatusTests {
    @Test("every exit status has its own code")
    func distinct() {
        let codes = ExitStatus.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        #expect(ExitStatus.nothingToDo.rawValue == 3)
        #expect(ExitStatus.partialFailure.rawValue == 4)
        #expect(ExitStatus.runInProgress.rawValue == 5)
        #expect(ExitStatus.dataError.rawValue == 65)
        #expect(ExitStatus.unavailable.rawValue == 69)
        #expect(ExitStatus.configuration.rawValue == 78)
    }

    @Test("errors map to their codes in one place")
    func classification() {
        #expect(ExitStatus.classify(ListenStoreError(code: .corrupt, message: "bad"))?.status == .dataError)
        #expect(ExitStatus.classify(ConfigurationError(issues: []))?.status == .configuration)
        #expect(ExitStatus.classify(CLIError("busy", status: .runInProgress))?.status == .runInProgress)
        #expect(ExitStatus.classify(ExitCode(3))?.status == .nothingToDo)
        #expect(ExitStatus.classify(ValidationError("bad flag")) == nil)
    }
}
