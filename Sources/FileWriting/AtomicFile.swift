import Foundation

/// How every module writes a file that must never be seen half written (a page, a chart, a
/// cover, the cover cache's ledger, an import's `--report`): into a temporary file beside it,
/// `.<name>.<UUID>.tmp`, renamed over it once whole. A reader, or a run killed halfway, sees
/// the old bytes or the new ones.
public enum AtomicFile {
    /// Why a file could not be written: its path, and the system's reason.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `url`, making its folder first. With `unlessUnchanged`, a file that
    /// already holds exactly these bytes is left alone (its time too). Returns whether it wrote.
    @discardableResult
    public static func write(_ data: Data, to url: URL, unlessUnchanged: Bool = false) throws -> Bool {
        if unlessUnchanged, let existing = FileManager.default.contents(atPath: url.path), existing == data {
            return false
        }
        let temporary = temporaryURL(for: url)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: url.path, reason: String(describing: error))
        }
        try publish(temporary, as: url)
        return true
    }

    /// A name beside `url` for a writer that fills the file itself, then calls `publish`.
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    }

    /// Renames the whole `temporary` file over `url`; when that fails, removes it.
    public static func publish(_ temporary: URL, as url: URL) throws {
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: url.path, reason: reason)
        }
    }

    /// Whether `name` is one of the temporary files this writes (`.<name>.<UUID>.tmp`): what a
    /// killed run may leave behind, and a clean-up may delete.
    public static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let withoutSuffix = name.dropLast(4)
        return withoutSuffix.count > 38 && UUID(uuidString: String(withoutSuffix.suffix(36))) != nil
            && withoutSuffix.dropLast(36).hasSuffix(".")
    }
}
