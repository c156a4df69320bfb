import Foundation

/// Writes a new file into the site's staging folder.
///
/// The staging folder is the build's own and is published by renames once everything
/// rendered, so a file there needs neither `AtomicFile`'s temporary copy nor Foundation's
/// `fsync` of every write: a heavy listener's 11,000 entity pages spent a sixth of their CPU
/// on those. A run killed before the commit leaves the staging folder, which the next run
/// removes. A site report's pages, charts and covers are written with it too.
public enum StagedFile {
    /// Writes `text` to `path`, creating its folder when it is missing.
    public static func write(_ text: String, toPath path: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0), toPath: path) }
    }

    /// Writes `data` to `path`, creating its folder when it is missing.
    public static func write(_ data: Data, toPath path: String) throws {
        try data.withUnsafeBytes { try write(bytes: $0, toPath: path) }
    }

    /// Makes `path` a hard link to `source` (a cover in the cover cache, which is only ever
    /// replaced whole by a rename, never rewritten in place): no new file to create and fill,
    /// and a cover shown by many reports is on disk once. Where a link cannot be made (another
    /// file system) it writes `data`, the file's bytes, instead.
    public static func link(_ source: String, toPath path: String, orWrite data: Data) throws {
        // A name already there is replaced, never written through: it may be a link to the cache.
        unlink(path)
        if Foundation.link(source, path) == 0 { return }
        if errno == ENOENT {
            let directory = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if Foundation.link(source, path) == 0 { return }
        }
        try write(data, toPath: path)
    }

    private static func write(bytes: UnsafeRawBufferPointer, toPath path: String) throws {
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
        var failure: Int32? = nil
        if let base = bytes.baseAddress {
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            throw ReportsError(
                code: .output, message: "cannot write \(path); check that the disk has room",
                cause: String(cString: strerror(failure)))
        }
    }
}
