import Foundation

/// Which files a child process has open, read from `/proc`: a test that must signal a child at
/// a known point waits for the file that point opens, never a fixed time, which a loaded
/// machine can overrun.
enum OpenFiles {
    /// Whether process `pid` holds `path` open (`/proc` names it by its real path, so a
    /// temporary folder reached through a link matches too).
    static func isOpen(_ path: String, by pid: Int32) -> Bool {
        let folder = "/proc/\(pid)/fd"
        guard let descriptors = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        let names = [path, URL(fileURLWithPath: path).resolvingSymlinksInPath().path]
        return descriptors.contains { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + descriptor)).map(names.contains) ?? false
        }
    }

    /// Waits (up to two minutes: slow is never wrong) until `pid` holds `path` open or has
    /// ended; true when it holds it.
    static func waitUntilOpen(_ path: String, by process: Process) async throws -> Bool {
        for _ in 0..<6_000 {
            if isOpen(path, by: process.processIdentifier) { return true }
            guard process.isRunning else { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }
}
