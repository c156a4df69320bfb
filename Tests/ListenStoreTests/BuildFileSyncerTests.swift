import Foundation
import Testing

@testable import ListenStore

/// The thread that writes a store being built out to the disk while it is built.
@Suite("BuildFileSyncer")
struct BuildFileSyncerTests {
    /// A fresh path for one test, removed after it.
    final class Scratch {
        let path = NSTemporaryDirectory() + "listenstats-sync-" + UUID().uuidString
        deinit { unlink(path) }
    }

    /// Waits (up to a minute: a loaded machine is slow, never wrong) until `syncer` has tried
    /// `count` syncs.
    static func waitForSyncs(_ syncer: BuildFileSyncer, count: Int) async throws {
        for _ in 0..<3_000 where syncer.syncAttempts < count { try await Task.sleep(for: .milliseconds(20)) }
    }

    @Test("syncs a file while it is written and reports no failure")
    func syncs() async throws {
        let scratch = Scratch()
        #expect(FileManager.default.createFile(atPath: scratch.path, contents: nil))
        let syncer = try #require(BuildFileSyncer(path: scratch.path))
        let handle = try #require(FileHandle(forWritingAtPath: scratch.path))
        let chunk = Data(repeating: 0x5A, count: 1 << 20)
        for round in 1...4 {
            handle.write(chunk)
            handle.write(chunk)
            try await Self.waitForSyncs(syncer, count: round)
            #expect(syncer.syncAttempts >= round)
        }
        try handle.close()
        #expect(syncer.stop() == nil)
        #expect((try FileManager.default.attributesOfItem(atPath: scratch.path)[.size] as? Int) == 8 << 20)
    }

    @Test("stopping wakes the thread instead of waiting out its interval")
    func stopsAtOnce() throws {
        let scratch = Scratch()
        #expect(FileManager.default.createFile(atPath: scratch.path, contents: nil))
        // An interval of ten minutes: a stop that waited it out would take that long; a slow
        // machine takes seconds at most.
        let syncer = try #require(BuildFileSyncer(path: scratch.path, interval: 600))
        let clock = ContinuousClock()
        let asked = clock.now
        #expect(syncer.stop() == nil)
        #expect(clock.now - asked < .seconds(300))
        #expect(syncer.syncAttempts == 0)
    }

    @Test("a sync that fails is reported by stop(), so that the build is not published")
    func reportsFailure() async throws {
        // fdatasync(2) of a FIFO fails with EINVAL: a file that cannot be synced.
        let scratch = Scratch()
        #expect(mkfifo(scratch.path, 0o600) == 0)
        let syncer = try #require(BuildFileSyncer(path: scratch.path))
        try await Self.waitForSyncs(syncer, count: 1)
        #expect(syncer.stop() == EINVAL)
    }

    @Test("no syncer for a file that cannot be opened")
    func missingFile() {
        #expect(BuildFileSyncer(path: NSTemporaryDirectory() + "listenstats-sync-missing-" + UUID().uuidString) == nil)
    }
}
