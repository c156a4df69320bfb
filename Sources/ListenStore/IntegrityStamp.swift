import FileWriting
import Foundation

/// The size and modification time of a database and its WAL when it last passed
/// `PRAGMA quick_check`, kept beside it (`listens.sqlite.checked`), so a file is checked
/// again only after something changed it.
///
/// The stamp lives outside the database because a damaged file must not be written to.
struct IntegrityStamp: Equatable {
    let databasePath: String
    /// "size mtime-seconds mtime-nanoseconds" of the file, then of its WAL (absent: "-").
    let current: String

    /// The stamp of the database at `databasePath` as it is now, or nil when it cannot be read.
    init?(databasePath: String) {
        guard let main = Self.describe(databasePath) else { return nil }
        self.databasePath = databasePath
        current = main + " " + (Self.describe(databasePath + "-wal") ?? "-")
    }

    var stampPath: String { databasePath + ".checked" }

    /// Whether the file is exactly as it was when it last passed.
    func matchesLastCheck() -> Bool {
        guard let data = FileManager.default.contents(atPath: stampPath) else { return false }
        return String(decoding: data, as: UTF8.self) == current
    }

    /// Notes that the file as it is now passed. Best effort: a folder that cannot be written
    /// only means the next open checks again.
    func recordCheck() {
        try? AtomicFile.write(Data(current.utf8), to: URL(fileURLWithPath: stampPath))
    }

    private static func describe(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)"
    }
}
