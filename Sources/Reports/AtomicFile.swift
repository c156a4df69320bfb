import Foundation
import Glibc

/// Writes files so a reader (or a killed run) only ever sees the old bytes or the new ones.
///
/// A file is written whole to a temporary name and renamed over the target. It is not synced
/// to the disk file by file: Foundation's `Data.write` syncs every file it writes, and the
/// site's thousands of files made those waits most of a build's wall time (the demo's 2,800
/// files spent 5 s in `fsync`). A killed process loses nothing the kernel already has; for
/// a power cut, `SiteManifest` syncs once before it records what was built.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `url` and renames it over `url`; leaves the file
    /// untouched when it already holds exactly these bytes. Returns whether it wrote.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: url.path), existing == data {
            return false
        }
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if let reason = writeWhole(data, to: temporary.path) {
                try? FileManager.default.removeItem(at: temporary)
                throw ReportsError(code: .output, message: "cannot write \(url.path); check that the folder is writable", cause: reason)
            }
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw ReportsError(code: .output, message: "cannot replace \(url.path)", cause: reason)
            }
        } catch let error as ReportsError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ReportsError(
                code: .output, message: "cannot write \(url.path); check that the folder is writable",
                cause: String(describing: error))
        }
        return true
    }

    @discardableResult
    public static func write(_ text: String, to url: URL) throws -> Bool {
        try write(Data(text.utf8), to: url)
    }

    /// Writes `data` to a new file at `path` (mode 0666 less the umask, as Foundation makes
    /// files); the reason when it could not.
    private static func writeWhole(_ data: Data, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    failure = String(cString: strerror(written < 0 ? errno : EIO))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}
