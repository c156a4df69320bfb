import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into exit 75 ("temporary failure: try again") with a message.
///
/// Every write of listens is a transaction (a sync page with its position, an import file, a
/// site staged and renamed), so ending the process at any moment keeps what was committed and
/// drops the rest; running the same command again continues. The shell's 130/143 would tell a
/// cron script nothing of that.
enum InterruptHandler {
    /// Kept alive for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    /// Files that mean nothing once the process ends (a fresh store's build file), removed
    /// before it does; guarded by `lock`.
    nonisolated(unsafe) private static var abandonedFiles: [String] = []
    private static let lock = NSLock()

    /// Removes `paths` if the process is interrupted, until `keep(_:)` says otherwise.
    static func removeIfInterrupted(_ paths: [String]) {
        lock.withLock { abandonedFiles += paths }
    }

    /// No longer removes `paths` when interrupted.
    static func keep(_ paths: [String]) {
        lock.withLock { abandonedFiles.removeAll { paths.contains($0) } }
    }

    static func install() {
        for (signalNumber, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            // The default action would end the process before the source sees the signal.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                let message =
                    "listenstats: interrupted by \(name); what was already committed is kept, run the same command again to continue\n"
                message.utf8CString.withUnsafeBufferPointer { buffer in
                    _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
                }
                // Held for the rest of the process: nothing may register or keep a file now.
                lock.lock()
                for path in abandonedFiles { unlink(path) }
                // _exit, not exit: other threads may be inside SQLite or holding locks that
                // atexit handlers would wait for. SQLite rolls back the open transaction on
                // the next open.
                _exit(ExitStatus.temporaryFailure.rawValue)
            }
            source.resume()
            sources.append(source)
        }
    }
}
