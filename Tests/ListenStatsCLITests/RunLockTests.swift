import Foundation
import Testing

@testable import ListenStatsCLI

@Suite("Run lock")
struct RunLockTests {
    @Test("a second holder is refused with exit 5 while the first holds the lock")
    func secondIsRefused() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/listens.sqlite.lock"
        let first = try await RunLock(path: path)
        let error = await #expect(throws: CLIError.self) { try await RunLock(path: path) }
        #expect(error?.status == .runInProgress)
        #expect(error?.status.rawValue == 5)
        #expect(error?.message.contains("pid \(getpid())") == true)
        withExtendedLifetime(first) {}
    }

    @Test("the lock is free again once its holder is gone")
    func releasedOnDeinit() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/listens.sqlite.lock"
        do { _ = try await RunLock(path: path) }
        let again = try await RunLock(path: path)
        #expect(again.path == path)
    }

    @Test("--wait waits for the holder to finish, then takes the lock")
    func waits() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/listens.sqlite.lock"
        let holder = LockHolder(try await RunLock(path: path))
        // Released from a thread of its own, 0.3 s after the second asks: the test pool's
        // threads may all be busy with other tests, and the release must not wait for one.
        let asking = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            asking.wait()
            Thread.sleep(forTimeInterval: 0.3)
            holder.release()
        }
        asking.signal()
        // Generous: the wait ends as soon as the lock is free; a busy machine only delays it.
        let second = try await RunLock(path: path, wait: .seconds(120))
        // Taken only once the first let go, however slow the machine (no clock to race).
        #expect(holder.isReleased)
        withExtendedLifetime(second) {}
    }

    @Test("two concurrent runs on one database: the second exits 5 and the first completes")
    func concurrentRuns() async throws {
        let fixture = try RunFixture(users: ["rob"])
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)
        let slow = RunPipeline(
            sync: { _ in
                startedContinuation.yield()
                for await _ in release { break }
                return .changed("1 new listen")
            }, importWatchedFiles: nil, buildReports: nil, buildSite: nil)
        let fast = RunPipeline(sync: { _ in .changed("1 new listen") }, importWatchedFiles: nil, buildReports: nil, buildSite: nil)

        let first = Task { try await fixture.invocation(slow).perform() }
        for await _ in started { break }
        let error = await #expect(throws: CLIError.self) { try await fixture.invocation(fast).perform() }
        #expect(error?.status == .runInProgress)
        releaseContinuation.yield()
        #expect(try await first.value.exitStatus == .success)
        #expect(try await fixture.invocation(fast).perform().exitStatus == .success)
    }
}

/// Holds a `RunLock` until another thread lets it go.
private final class LockHolder: @unchecked Sendable {
    private let mutex = NSLock()
    private var held: RunLock?

    init(_ held: RunLock) { self.held = held }

    func release() { mutex.withLock { held = nil } }

    var isReleased: Bool { mutex.withLock { held == nil } }
}
