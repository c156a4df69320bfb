import GRDB
import ListenModel

extension ListenStore {
    /// Runs one file's import in one transaction: `body` feeds listens to the writer, and
    /// either everything it stored commits or, when it throws, nothing does.
    ///
    /// An error thrown by `body` (a damaged file) reaches the caller unchanged; database
    /// failures arrive as `ListenStoreError`.
    public func importListens<T>(user: String, _ body: (BulkListenWriter) throws -> T) throws -> T {
        var bodyError: (any Error)?
        do {
            return try database.writeWithoutTransaction { db in
                // The bulk writer only refers to the user and track rows it has just written or
                // read in this same transaction, so checking each listen's two foreign keys
                // (two B-tree lookups per row, a tenth of the import) proves nothing.
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                var result: T?
                try db.inTransaction {
                    let writer = try BulkListenWriter(db: db, user: user)
                    do {
                        result = try body(writer)
                        try writer.finish()
                    } catch {
                        bodyError = error
                        throw error
                    }
                    return .commit
                }
                guard let result else {
                    throw ListenStoreError(code: .writeFailed, message: "the import transaction did not complete")
                }
                return result
            }
        } catch {
            if let bodyError { throw bodyError }
            throw ListenStoreError.mapping(
                error, path: path, fallback: .writeFailed, message: "could not write the imported listens to the database")
        }
    }
}
