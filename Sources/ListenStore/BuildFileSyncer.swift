import Foundation

/// Writes a store being built (`FreshStoreBuild`) out to the disk while it is being built, a
/// few times a second on a thread of its own, so that the sync before it is published finds
/// little left to write.
///
/// The build file is written without syncs, and the kernel starts writing a file out only
/// when a tenth of the memory is dirty: a heavy listener's 245 MB were all still to be written
/// when the import ended, and its last sync (with the writing-out that closing the file starts)
/// was the end of the import's single-threaded tail. Syncing meanwhile changes nothing in the
/// file, only when its bytes reach the disk.
///
/// It syncs through a descriptor of its own: a write error is reported to every open file of
/// the build file, so the final `fsync` still sees it; the syncer notes its own failures too.
final class BuildFileSyncer: @unchecked Sendable {
    /// How long the thread waits between syncs.
    static let interval: TimeInterval = 0.2

    private let interval: TimeInterval
    private let descriptor: Int32
    private let condition = NSCondition()
    /// Set by `stop()`, under `condition`.
    private var stopping = false
    /// The `errno` of the first sync that failed, under `condition`.
    private var failure: Int32 = 0
    /// Syncs tried so far, under `condition`.
    private var attempts = 0
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts syncing the file at `path` every `interval` seconds; nil when it cannot be
    /// opened (the build then goes on without, as before).
    init?(path: String, interval: TimeInterval = BuildFileSyncer.interval) {
        self.interval = interval
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let thread = Thread { [self] in run() }
        thread.name = "listenstats.build-sync"
        thread.start()
    }

    private func run() {
        while true {
            condition.lock()
            if !stopping { _ = condition.wait(until: Date(timeIntervalSinceNow: interval)) }
            let stop = stopping
            condition.unlock()
            if stop { break }
            let error = fdatasync(descriptor) == 0 ? 0 : errno
            condition.lock()
            attempts += 1
            if failure == 0 { failure = error }
            condition.unlock()
        }
        stopped.signal()
    }

    /// How many syncs the thread has tried so far.
    var syncAttempts: Int {
        condition.lock()
        defer { condition.unlock() }
        return attempts
    }

    /// Stops syncing, waits for a sync under way, and closes the descriptor; the `errno` of a
    /// sync that failed, if one did. Call once.
    func stop() -> Int32? {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
        stopped.wait()
        close(descriptor)
        condition.lock()
        defer { condition.unlock() }
        return failure == 0 ? nil : failure
    }
}
