import GRDB
import GRDBSQLite

extension ListenStoreError {
    /// What to tell a person whose database SQLite found damaged: where it is, that nothing
    /// was written to it, and the command that checks it.
    static func damaged(path: String?, cause: String?) -> ListenStoreError {
        ListenStoreError(
            code: .corrupt,
            message: "the database\(path.map { " " + $0 } ?? "") is damaged, so nothing was read from or written to it; run `listenstats doctor` to check it, then restore a backup or import your exports into a new database (--db)",
            cause: cause)
    }

    /// `error` from SQLite or GRDB as the store's error: damage, a full disk, a busy or
    /// read-only file each get their own code; anything else becomes `fallback` with `message`.
    static func mapping(
        _ error: any Error, path: String?, fallback: Code, message: String
    ) -> ListenStoreError {
        if let error = error as? ListenStoreError { return error }
        guard let error = error as? DatabaseError else {
            return ListenStoreError(code: fallback, message: message, cause: String(describing: error))
        }
        return mapping(resultCode: error.resultCode.primaryResultCode.rawValue, path: path, fallback: fallback, message: message, cause: error.message ?? "\(error)")
    }

    /// The same for a raw SQLite result code and message.
    static func mapping(
        resultCode: Int32, path: String?, fallback: Code, message: String, cause: String?
    ) -> ListenStoreError {
        switch resultCode & 0xFF {
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return damaged(path: path, cause: cause)
        case SQLITE_FULL:
            return ListenStoreError(
                code: .writeFailed, message: "the disk holding \(path ?? "the database") is full; free some space and run the command again",
                cause: cause)
        case SQLITE_READONLY:
            return ListenStoreError(
                code: .writeFailed, message: "the database\(path.map { " " + $0 } ?? "") is read-only; this command needs to write to it (check its permissions, or pass --db)",
                cause: cause)
        case SQLITE_BUSY, SQLITE_LOCKED:
            return ListenStoreError(
                code: .busy, message: "another process kept the database\(path.map { " " + $0 } ?? "") busy for too long; try again later",
                cause: cause)
        case SQLITE_CANTOPEN, SQLITE_PERM:
            return ListenStoreError(
                code: .cannotOpen,
                message: "cannot open the database at \(path ?? "?"); check the path and its permissions, or pass --db",
                cause: cause)
        default:
            return ListenStoreError(code: fallback, message: message, cause: cause)
        }
    }
}
