import Foundation

/// An advisory `flock(2)` on a file beside the database, held for the whole of a run, so two
/// runs on one database never overlap.
///
/// The kernel releases the lock when the process ends however it ends, so a killed run
/// never leaves a stale lock behind; the pid written into the file only helps a person see
/// who holds it.
final class RunLock {
    private let descriptor: Int32
    let path: String

    /// Takes the lock at `path`, waiting up to `wait` seconds for another holder to finish.
    /// Throws `.runInProgress` when it stays busy, `.cannotCreate` when the file cannot be made.
    init(path: String, wait: Duration = .zero) async throws {
        self.path = path
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CLIError(
                "cannot create the lock file \(path) (\(String(cString: strerror(errno)))); check the database directory's permissions",
                status: .cannotCreate)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + wait
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK, clock.now < deadline else {
                let holder = Self.holder(of: descriptor)
                close(descriptor)
                if code != EWOULDBLOCK {
                    throw CLIError("cannot lock \(path) (\(String(cString: strerror(code))))", status: .cannotCreate)
                }
                throw CLIError(
                    "another run\(holder.map { " (pid \($0))" } ?? "") is using this database (lock \(path)); try again later, or pass --wait SECONDS",
                    status: .runInProgress)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        self.descriptor = descriptor
        let pid = "\(getpid())\n"
        ftruncate(descriptor, 0)
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
    }

    deinit {
        ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func holder(of descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
