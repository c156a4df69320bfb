import Foundation
import Testing

@testable import ListenStatsCLI

@Suite("listenstats run")
struct RunOrchestratorTests {
    /// A pipeline whose sync reports `new[user]` new listens (throwing for users in `failing`).
    static func pipeline(
        journal: StepJournal, new: [String: Int], failing: [String: any Error] = [:]
    ) -> RunPipeline {
        RunPipeline(
            sync: { context in
                journal.note("sync", context)
                let name = context.user?.name ?? ""
                if let error = failing[name] { throw error }
                let count = new[name] ?? 0
                return count > 0 ? .changed("\(count) new listens") : .unchanged("no new listens")
            },
            importWatchedFiles: nil,
            buildReports: { context in
                journal.note("reports", context)
                return .changed("4 files")
            },
            buildSite: { context in
                journal.note("site for \(context.changedUsers.joined(separator: ","))", context)
                return .changed("index and feed")
            })
    }

    @Test("users run in config order, each syncing before its reports, the site last")
    func ordering() async throws {
        let fixture = try RunFixture(users: ["rob", "ana"])
        let journal = StepJournal()
        let report = try await fixture.invocation(Self.pipeline(journal: journal, new: ["rob": 3, "ana": 1])).perform()
        #expect(journal.calls == ["rob sync", "rob reports", "ana sync", "ana reports", "* site for rob,ana"])
        #expect(report.exitStatus == .success)
    }

    @Test("one user failing does not stop the others: partial failure, exit 4")
    func partialFailure() async throws {
        let fixture = try RunFixture(users: ["rob", "ana", "kim"])
        let journal = StepJournal()
        let pipeline = Self.pipeline(journal: journal, new: ["ana": 2, "kim": 5], failing: ["rob": CLIError("ListenBrainz is unreachable", status: .unavailable)])
        let report = try await fixture.invocation(pipeline).perform()
        #expect(journal.calls == ["rob sync", "ana sync", "ana reports", "kim sync", "kim reports", "* site for ana,kim"])
        #expect(report.exitStatus == .partialFailure)
        #expect(report.exitStatus.rawValue == 4)
        #expect(report.users[0].failure?.step == "sync")
        #expect(report.users[0].failure?.status == .unavailable)
        #expect(report.users[0].steps.count == 1)
        #expect(fixture.output.text.contains("error [rob] sync failed: ListenBrainz is unreachable exit=69 step=sync"))
        #expect(report.summaryLines(styled: false).last == "exit 4 (partial failure)")
    }

    @Test("every user failing the same way exits with that way's code; different ways exit 1")
    func allFail() async throws {
        let fixture = try RunFixture(users: ["rob", "ana"])
        let network = CLIError("unreachable", status: .unavailable)
        let sameWay = try await fixture.invocation(
            Self.pipeline(journal: StepJournal(), new: [:], failing: ["rob": network, "ana": network])
        ).perform()
        #expect(sameWay.exitStatus == .unavailable)
        #expect(sameWay.finishing == [RunStepRecord(step: "site", state: .skipped("every user failed"))])
        let differently = try await fixture.invocation(
            Self.pipeline(journal: StepJournal(), new: [:], failing: ["rob": network, "ana": Unreachable()])
        ).perform()
        #expect(differently.exitStatus == .failure)
    }

    @Test("nothing new: reports and site are skipped and the run exits 3")
    func nothingToDo() async throws {
        let fixture = try RunFixture(users: ["rob", "ana"])
        let journal = StepJournal()
        let report = try await fixture.invocation(Self.pipeline(journal: journal, new: [:])).perform()
        #expect(journal.calls == ["rob sync", "ana sync"])
        #expect(report.exitStatus == .nothingToDo)
        #expect(report.exitStatus.rawValue == 3)
        #expect(report.summaryLines(styled: false) == [
            "rob: sync: no new listens; reports: skipped (nothing changed)",
            "ana: sync: no new listens; reports: skipped (nothing changed)",
            "site: site: skipped (nothing changed)",
            "exit 3 (nothing to do)",
        ])
    }

    @Test("nothing new but the site's output is missing: the site is built again, and the run is not 'nothing to do'")
    func missingOutputIsBuilt() async throws {
        let fixture = try RunFixture(users: ["rob"])
        let journal = StepJournal()
        var pipeline = Self.pipeline(journal: journal, new: [:])
        pipeline.siteOutputIsMissing = { _ in true }
        let report = try await fixture.invocation(pipeline).perform()
        #expect(journal.calls == ["rob sync", "* site for "])
        #expect(report.exitStatus == .success)
    }

    @Test("listens a killed run stored but never published: the next run builds the site though nothing is new, then no more")
    func unpublishedListensAreBuilt() async throws {
        let fixture = try RunFixture(users: ["rob"])
        let marker = fixture.invocation(Self.pipeline(journal: StepJournal(), new: [:])).paths.unpublishedMarker
        // A sync that stores listens, then a site step that never finishes (the process killed).
        var killed = Self.pipeline(journal: StepJournal(), new: ["rob": 3])
        killed.buildSite = { _ in throw CLIError("killed", status: .failure) }
        _ = try await fixture.invocation(killed).perform()
        #expect(FileManager.default.fileExists(atPath: marker))
        let journal = StepJournal()
        let next = try await fixture.invocation(Self.pipeline(journal: journal, new: [:])).perform()
        #expect(journal.calls == ["rob sync", "rob reports", "* site for rob"])
        #expect(next.exitStatus == .success)
        #expect(!FileManager.default.fileExists(atPath: marker))
        let idle = try await fixture.invocation(Self.pipeline(journal: StepJournal(), new: [:])).perform()
        #expect(idle.exitStatus == .nothingToDo)
    }

    @Test("--rebuild runs the build steps even when nothing is new")
    func rebuild() async throws {
        let fixture = try RunFixture(users: ["rob"])
        let journal = StepJournal()
        let report = try await fixture.invocation(Self.pipeline(journal: journal, new: [:]), rebuild: true).perform()
        #expect(journal.calls == ["rob sync", "rob reports", "* site for rob"])
        #expect(report.exitStatus == .success)
    }

    @Test("only the changed user's reports are rebuilt")
    func onlyChangedUsers() async throws {
        let fixture = try RunFixture(users: ["rob", "ana"])
        let journal = StepJournal()
        _ = try await fixture.invocation(Self.pipeline(journal: journal, new: ["ana": 1])).perform()
        #expect(journal.calls == ["rob sync", "ana sync", "ana reports", "* site for ana"])
    }

    @Test("a failing site step gives its own exit code")
    func siteFails() async throws {
        let fixture = try RunFixture(users: ["rob"])
        var pipeline = Self.pipeline(journal: StepJournal(), new: ["rob": 1])
        pipeline.buildSite = { _ in throw CLIError("cannot write /srv/site", status: .cannotCreate) }
        let report = try await fixture.invocation(pipeline).perform()
        #expect(report.exitStatus == .cannotCreate)
    }

    @Test("no configured users is a configuration error, exit 78")
    func noUsers() async throws {
        let fixture = try RunFixture(users: [])
        let error = await #expect(throws: CLIError.self) {
            try await fixture.invocation(Self.pipeline(journal: StepJournal(), new: [:])).perform()
        }
        #expect(error?.status == .configuration)
        #expect(error?.status.rawValue == 78)
    }

    @Test("--user limits the run to configured users and rejects unknown ones")
    func selectedUsers() async throws {
        let fixture = try RunFixture(users: ["rob", "ana"])
        let journal = StepJournal()
        var invocation = fixture.invocation(Self.pipeline(journal: journal, new: [:]))
        invocation.selectedUsers = ["ana"]
        _ = try await invocation.perform()
        #expect(journal.calls == ["ana sync"])
        invocation.selectedUsers = ["bob"]
        let error = await #expect(throws: CLIError.self) { try await invocation.perform() }
        #expect(error?.status == .configuration)
    }
}
