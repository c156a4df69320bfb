import Foundation
import GRDB
import GRDBSQLite
import ListenModel

/// The embedded SQLite database that keeps every listen once.
///
/// Writes happen in transactions through `write(_:)`: a batch of listens, and whatever else a
/// caller records with it (a sync cursor), commits together or not at all.
public final class ListenStore: Sendable {
    let database: any DatabaseWriter
    /// How long a write waits for another process's write to finish.
    static let busyTimeoutSeconds: Double = 30
    /// Where the database lives, or nil when it is in memory.
    public let path: String?

    /// Opens (creating when missing) the database at `path` and brings its schema up to date.
    public init(path: String) throws {
        self.path = path
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                // 16 KB pages: the B-trees of a million listens have fewer levels and pages,
                // and an import writes fewer, fuller pages. SQLite applies this only to a new
                // file, before its first table (and before WAL, which fixes the page size), so
                // stores made before keep theirs.
                try db.execute(sql: "PRAGMA page_size = 16384")
                // WAL + NORMAL: a killed process never loses a committed transaction.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                // Reads map the file instead of copying it page by page through read(2): a
                // history load reads tens of megabytes of packed copies.
                try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            }
            configuration.busyMode = .timeout(Self.busyTimeoutSeconds)
            database = try DatabasePool(path: path, configuration: configuration)
            try StoreSchema.migrator.migrate(database)
        } catch let error as ListenStoreError {
            throw error
        } catch {
            throw ListenStoreError(
                code: .cannotOpen,
                message: "cannot open the database at \(path); check the path and its permissions, or pass --db",
                cause: String(describing: error))
        }
    }

    /// A private database in memory, for tests and one-off runs.
    public init() throws {
        path = nil
        database = try DatabaseQueue()
        try StoreSchema.migrator.migrate(database)
    }

    /// Runs `body` in one transaction: everything it writes commits together, or nothing does.
    public func write<T>(_ body: (ListenWriter) throws -> T) throws -> T {
        do {
            return try database.write { db in
                try body(ListenWriter(db: db))
            }
        } catch let error as ListenStoreError {
            throw error
        } catch {
            throw ListenStoreError(
                code: .writeFailed, message: "could not write to the database", cause: String(describing: error))
        }
    }

    /// Stores `listens` for `user` in one transaction, skipping those already stored.
    @discardableResult
    public func insert(_ listens: [Listen], user: String) throws -> InsertSummary {
        try write { writer in try writer.insert(listens, user: user) }
    }

    /// Names of the users with a history here, sorted.
    public func users() throws -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM users ORDER BY name") }
    }

    /// How many listens are stored for `user`.
    public func listenCount(user: String) throws -> Int {
        try read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT COUNT(*) FROM listens JOIN users ON users.id = listens.user_id WHERE users.name = ?",
                arguments: [user]) ?? 0
        }
    }

    /// `user`'s listens with `from <= listened_at < to` (all of them by default), in columns
    /// ordered by time.
    ///
    /// Listens and tracks load from their packed copies (`ListenBlock`, `CatalogCopy`); where
    /// a copy is missing or behind (after new listens, or in a store written before copies
    /// existed) they load from rows, and the copy is then stored for the next load, unless
    /// another process is writing right now.
    public func history(user: String, from: Int64 = .min, to: Int64 = .max) throws -> ListenHistory {
        let (userID, loaded) = try read { db in
            guard let userID = try Self.userID(named: user, in: db) else {
                throw ListenStoreError(
                    code: .unknownUser,
                    message: "no listens are stored for '\(user)'; run `listenstats sync --user \(user)` or `listenstats import` first")
            }
            // Only a pool reads on a second connection while this one is busy.
            let trackReader = database as? DatabasePool
            return (userID, try HistoryLoader.load(userID: userID, from: from, to: to, in: db, trackReader: trackReader))
        }
        if !loaded.rebuiltBlocks.isEmpty || loaded.catalogCopy != nil {
            writeIfIdle { db in
                try ListenBlocks.store(loaded.rebuiltBlocks, userID: userID, in: db)
                try loaded.catalogCopy?.store(in: db)
            }
        }
        return loaded.history
    }

    /// Runs `body` in a write transaction if the database is free this instant; otherwise, or
    /// if it fails (a read-only file), does nothing. For work that only saves later work.
    func writeIfIdle(_ body: (Database) throws -> Void) {
        try? database.writeWithoutTransaction { db in
            guard let connection = db.sqliteConnection else { return }
            sqlite3_busy_timeout(connection, 0)
            defer { sqlite3_busy_timeout(connection, Int32(Self.busyTimeoutSeconds * 1000)) }
            try db.inTransaction(.immediate) {
                try body(db)
                return .commit
            }
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.read(body)
        } catch let error as ListenStoreError {
            throw error
        } catch {
            throw ListenStoreError(
                code: .corrupt, message: "could not read the database", cause: String(describing: error))
        }
    }

    static func userID(named name: String, in db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE name = ?", arguments: [name])
    }
}
