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

    @Test("syncs a file while it is written, reports no failure, and stops at once when asked")
    func syncsAndStops() throws {
        let scratch = Scratch()
        #expect(FileManager.default.createFile(atPath: scratch.path, contents: nil))
        let syncer = try #require(BuildFileSyncer(path: scratch.path))
        let handle = try #require(FileHandle(forWritingAtPath: scratch.path))
        let chunk = Data(repeating: 0x5A, count: 1 << 20)
        for _ in 0..<8 {
            handle.write(chunk)
            Thread.sleep(forTimeInterval: BuildFileSyncer.interval / 2)
        }
        try handle.close()
        let asked = Date()
        #expect(syncer.stop() == nil)
        // Stopping wakes the thread rather than waiting out its interval (a sync under way is
        // waited for, and 8 MB take a moment at most).
        #expect(Date().timeIntervalSince(asked) < BuildFileSyncer.interval * 5)
        #expect((try FileManager.default.attributesOfItem(atPath: scratch.path)[.size] as? Int) == 8 << 20)
    }

    @Test("a sync that fails is reported by stop(), so that the build is not published")
    func reportsFailure() throws {
        // fdatasync(2) of a FIFO fails with EINVAL: a file that cannot be synced.
        let scratch = Scratch()
        #expect(mkfifo(scratch.path, 0o600) == 0)
        let syncer = try #require(BuildFileSyncer(path: scratch.path))
        Thread.sleep(forTimeInterval: BuildFileSyncer.interval * 2.5)
        #expect(syncer.stop() == EINVAL)
    }

    @Test("no syncer for a file that cannot be opened")
    func missingFile() {
        #expect(BuildFileSyncer(path: NSTemporaryDirectory() + "listenstats-sync-missing-" + UUID().uuidString) == nil)
    }
}
