import GRDB
import GRDBSQLite

/// A prepared SQLite statement bound and read column by column, with no `Row` or
/// `StatementArguments` per row.
///
/// The engine's bulk load reads millions of rows and an import writes millions; GRDB allocates
/// for each one. This is the narrow escape hatch for those two paths: it lives inside a GRDB
/// transaction, on GRDB's own connection, and is finalized when released.
final class RawStatement {
    private let statement: OpaquePointer
    private let connection: OpaquePointer

    init(_ sql: String, in db: Database) throws {
        guard let connection = db.sqliteConnection else {
            throw ListenStoreError(code: .corrupt, message: "the database connection is closed")
        }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw ListenStoreError.mapping(
                resultCode: status, path: nil, fallback: .corrupt, message: "could not read the database",
                cause: String(cString: sqlite3_errmsg(connection)))
        }
        self.statement = statement
        self.connection = connection
    }

    deinit { sqlite3_finalize(statement) }

    /// Readies the statement to run again (with new bindings).
    func reset() {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    func bind(_ values: Int64...) {
        for (offset, value) in values.enumerated() { sqlite3_bind_int64(statement, Int32(offset + 1), value) }
    }

    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(statement, index, value)
    }

    func bindNull(at index: Int32) {
        sqlite3_bind_null(statement, index)
    }

    /// Binds a copy of `text` at parameter `index`, NULL for nil. Like GRDB, it binds the text
    /// as a C string: SQLite keeps it up to its first NUL.
    func bind(text: String?, at index: Int32) {
        guard let text else {
            sqlite3_bind_null(statement, index)
            return
        }
        sqlite3_bind_text(statement, index, text, -1, Self.transient)
    }

    /// Binds a copy of the UTF-8 `bytes` as text at parameter `index`.
    func bind(utf8 bytes: UnsafeRawBufferPointer, at index: Int32) {
        guard let address = bytes.baseAddress, !bytes.isEmpty else {
            // A null pointer would bind NULL, not empty text.
            sqlite3_bind_text(statement, index, "", 0, Self.transient)
            return
        }
        sqlite3_bind_text(statement, index, address.assumingMemoryBound(to: CChar.self), Int32(bytes.count), Self.transient)
    }

    /// Binds the UTF-8 `bytes` as text at parameter `index` without copying them: they must
    /// stay valid until the statement has run (`run()` clears its bindings), as with
    /// `bind(blob:at:)`.
    func bind(borrowedUTF8 bytes: UnsafeRawBufferPointer, at index: Int32) {
        guard let address = bytes.baseAddress, !bytes.isEmpty else {
            // A null pointer would bind NULL, not empty text.
            sqlite3_bind_text(statement, index, "", 0, Self.transient)
            return
        }
        sqlite3_bind_text(statement, index, address.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
    }

    /// The rowid of the last row this connection inserted.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }

    /// How many rows the last statement run on this connection inserted, changed or deleted.
    var changedRows: Int { Int(sqlite3_changes(connection)) }

    /// SQLite's SQLITE_TRANSIENT: copy the bound value now (the macro is not imported into Swift).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `blob` at parameter `index` without copying it: the bytes must stay valid until
    /// the statement has run (`run()`), which is why callers bind inside `withUnsafeBytes`.
    func bind(blob: UnsafeRawBufferPointer, at index: Int32) {
        guard let address = blob.baseAddress, !blob.isEmpty else {
            // A null pointer would bind NULL, not an empty BLOB.
            sqlite3_bind_zeroblob(statement, index, 0)
            return
        }
        sqlite3_bind_blob(statement, index, address, Int32(blob.count), nil)
    }

    /// Runs a statement that returns no rows, then readies it to run again.
    func run() throws {
        defer { reset() }
        guard sqlite3_step(statement) == SQLITE_DONE else {
            throw ListenStoreError(
                code: .writeFailed, message: "could not write to the database", cause: String(cString: sqlite3_errmsg(connection)))
        }
    }

    /// Advances to the next row; false when there are no more.
    func step() throws -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            throw ListenStoreError.mapping(
                resultCode: status, path: nil, fallback: .corrupt, message: "could not read the database",
                cause: String(cString: sqlite3_errmsg(connection)))
        }
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// The column's UTF-8 bytes, valid until the next `step()`; empty for NULL.
    func bytes(_ column: Int32) -> UnsafeRawBufferPointer {
        guard let text = sqlite3_column_text(statement, column) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column)))
    }

    /// The column's bytes as a BLOB, valid until the next `step()`; empty for NULL.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer {
        guard let blob = sqlite3_column_blob(statement, column) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(statement, column)))
    }

    func text(_ column: Int32) -> String? {
        isNull(column) ? nil : String(decoding: bytes(column), as: UTF8.self)
    }
}
