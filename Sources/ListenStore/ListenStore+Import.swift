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
            return try database.write { db in
                let writer = try BulkListenWriter(db: db, user: user)
                do {
                    return try body(writer)
                } catch {
                    bodyError = error
                    throw error
                }
            }
        } catch {
            if let bodyError { throw bodyError }
            if let error = error as? ListenStoreError { throw error }
            throw ListenStoreError(
                code: .writeFailed, message: "could not write the imported listens to the database",
                cause: String(describing: error))
        }
    }
}
