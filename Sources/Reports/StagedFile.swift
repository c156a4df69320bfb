import Foundation

/// Writes a new file into the site's staging folder.
///
/// The staging folder is the build's own and is published by renames once everything
/// rendered, so a file there needs neither `AtomicFile`'s temporary copy nor Foundation's
/// `fsync` of every write: a heavy listener's 11,000 entity pages spent a sixth of their CPU
/// on those. A run killed before the commit leaves the staging folder, which the next run
/// removes.
enum StagedFile {
    /// Writes `text` to `path`, creating its folder when it is missing.
    static func write(_ text: String, toPath path: String) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT {
            let directory = (path as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ReportsError(
                    code: .output, message: "cannot create \(directory); check that the folder is writable",
                    cause: String(describing: error))
            }
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw ReportsError(
                code: .output, message: "cannot write \(path); check that the folder is writable",
                cause: String(cString: strerror(errno)))
        }
        var text = text
        var failure: Int32? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            throw ReportsError(
                code: .output, message: "cannot write \(path); check that the disk has room",
                cause: String(cString: strerror(failure)))
        }
    }
}
