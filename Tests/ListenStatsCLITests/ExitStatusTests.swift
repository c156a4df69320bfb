import ArgumentParser
import CairoCanvas
import Foundation
import ListenStore
import Reports
import StatsEngine
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

    @Test("a step's name is added to the message but the code is the cause's")
    func pipelineSteps() {
        let unknown = PipelineError(step: "load", underlying: ListenStoreError(code: .unknownUser, message: "no listens are stored for 'x'"))
        #expect(ExitStatus.classify(unknown)?.status == .noInput)
        #expect(ExitStatus.classify(unknown)?.message == "load: no listens are stored for 'x'")
        let week = PipelineError(step: "compute", underlying: StatsEngineError(code: .invalidWeek, message: "no week 99"))
        #expect(ExitStatus.classify(week)?.status == .usage)
        let unwritable = PipelineError(step: "write", underlying: ReportsError(code: .output, message: "cannot write"))
        #expect(ExitStatus.classify(unwritable)?.status == .cannotCreate)
        let chart = PipelineError(step: "charts", underlying: ChartOutputError(.writing, "cannot write the chart"))
        #expect(ExitStatus.classify(chart)?.status == .cannotCreate)
        #expect(ExitStatus.classify(ReportsError(code: .template, message: "bad template"))?.status == .configuration)
    }

    @Test("a full disk and an unwritable file are 73, a missing file 66, whichever Foundation type carries them")
    func fileSystem() {
        let full = POSIXError(.ENOSPC)
        #expect(ExitStatus.classify(full)?.status == .cannotCreate)
        #expect(ExitStatus.classify(full)?.message.contains("No space left on device") == true)
        let cocoa = CocoaError(.fileWriteOutOfSpace, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(ExitStatus.classify(cocoa)?.status == .cannotCreate)
        #expect(ExitStatus.classify(CocoaError(.fileWriteNoPermission))?.status == .cannotCreate)
        #expect(ExitStatus.classify(NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS)))?.status == .cannotCreate)
        #expect(ExitStatus.classify(CocoaError(.fileReadNoSuchFile))?.status == .noInput)
        #expect(ExitStatus.classify(PipelineError(step: "write", underlying: full))?.status == .cannotCreate)
    }

    @Test("a store that is busy past its timeout is 75; one that is damaged 65")
    func storeCodes() {
        #expect(ExitStatus.classify(ListenStoreError(code: .busy, message: "busy"))?.status == .temporaryFailure)
        #expect(ExitStatus.classify(ListenStoreError(code: .corrupt, message: "damaged"))?.status == .dataError)
    }
}
