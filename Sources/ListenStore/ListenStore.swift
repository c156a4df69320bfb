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
    /// Whether closing notes the file as checked (`IntegrityStamp`): not for a file being
    /// built beside its final path (`FreshStoreBuild`), which puts the stamp itself.
    private let stampsOnClose: Bool

    /// Opens (creating when missing) the database at `path` and brings its schema up to date.
    ///
    /// An existing file is checked first (`PRAGMA quick_check`, on a read-only connection)
    /// whenever it changed since it last passed (`IntegrityStamp`), so a damaged database is
    /// refused before anything reads it or writes to it. A file this process may not write
    /// (a read-only mount or permissions) opens read-only: reading works, writing fails with
    /// `.writeFailed`.
    public init(path: String) throws {
        self.path = path
        stampsOnClose = true
        let exists = FileManager.default.fileExists(atPath: path)
        if exists { try Self.checkIntegrity(path: path) }
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var configuration = Self.configuration()
            if exists, !Self.isWritable(path) {
                configuration.readonly = true
                database = try DatabasePool(path: Self.readOnlyLocation(path), configuration: configuration)
                try Self.refuseNewerSchema(database, path: path)
                try Self.requireCurrentSchema(database, path: path)
            } else {
                database = try DatabasePool(path: path, configuration: configuration)
                try Self.refuseNewerSchema(database, path: path)
                try StoreSchema.migrator.migrate(database)
                FreshStoreBuild.removeAbandonedBuild(besides: path)
            }
        } catch let error as ListenStoreError {
            throw error
        } catch {
            throw ListenStoreError.mapping(
                error, path: path, fallback: .cannotOpen,
                message: "cannot open the database at \(path); check the path and its permissions, or pass --db")
        }
    }

    /// How every connection is set up.
    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // 16 KB pages: the B-trees of a million listens have fewer levels and pages,
            // and an import writes fewer, fuller pages. SQLite applies this only to a new
            // file, before its first table (and before WAL, which fixes the page size), so
            // stores made before keep theirs. Never on a read-only connection, which must
            // not even try to write.
            if !db.configuration.readonly {
                try db.execute(sql: "PRAGMA page_size = 16384")
                // WAL + NORMAL: a killed process never loses a committed transaction.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
            // No memory map (SQLite's default, said outright): every page of the file a mapped
            // read touches counts as this process's memory for as long as the connection
            // lives. A load reads 57 MB of packed copies, a sync's count or an enrich's scan
            // the listens' index: through read(2) the same load took as long and every command
            // on a million listens peaked 40–160 MB lower (a year report 232 → 179 MB, enrich
            // 235 → 77 MB).
            try db.execute(sql: "PRAGMA mmap_size = 0")
        }
        configuration.busyMode = .timeout(Self.busyTimeoutSeconds)
        return configuration
    }

    /// Whether this process may write the database and make its journal files beside it.
    static func isWritable(_ path: String) -> Bool {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard access(path, W_OK) == 0, access(directory, W_OK) == 0 else { return false }
        // root passes access(2) on a read-only mount; statvfs knows the mount's flags.
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return true }
        return info.f_flag & UInt(ST_RDONLY) == 0
    }

    /// What SQLite opens for a file this process cannot write. A WAL database needs its `-shm`
    /// file, which a read-only folder cannot get; with no WAL content to read (listenstats
    /// folds the WAL into the file when it closes) the file is opened as immutable instead,
    /// a URI this system's SQLite accepts (built with SQLITE_USE_URI).
    static func readOnlyLocation(_ path: String) -> String {
        let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber
        let shmExists = FileManager.default.fileExists(atPath: path + "-shm")
        guard (wal?.int64Value ?? 0) == 0, !shmExists else { return path }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:\(encoded)?immutable=1"
    }

    /// A file a newer listenstats migrated is neither read nor written: its tables may mean
    /// something this build does not know, and writing would corrupt what it does not.
    private static func refuseNewerSchema(_ database: any DatabaseWriter, path: String) throws {
        let migrator = StoreSchema.migrator
        let unknown = try database.read { db in
            try migrator.hasBeenSuperseded(db) ? migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted() : []
        }
        guard !unknown.isEmpty else { return }
        throw ListenStoreError(
            code: .newerSchema,
            message: "the database \(path) was written by a newer listenstats (migration \(unknown.joined(separator: ", "))); upgrade listenstats, or pass --db to use another database (nothing was read or written)")
    }

    /// A read-only file cannot be migrated: it must already have every migration this build knows.
    private static func requireCurrentSchema(_ database: any DatabaseWriter, path: String) throws {
        let complete = try database.read { db in try StoreSchema.migrator.hasCompletedMigrations(db) }
        guard complete else {
            throw ListenStoreError(
                code: .writeFailed,
                message: "the database \(path) is read-only and was written by an older listenstats; open it once with write access so its tables can be updated")
        }
    }

    /// Refuses a damaged file: runs `PRAGMA quick_check` when the file changed since it last
    /// passed, on a read-only connection, so a damaged database is never written to.
    static func checkIntegrity(path: String) throws {
        let stamp = IntegrityStamp(databasePath: path)
        if let stamp, stamp.matchesLastCheck() { return }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(Self.busyTimeoutSeconds)
        let problems: [String]
        do {
            let location = isWritable(path) ? path : readOnlyLocation(path)
            let queue = try DatabaseQueue(path: location, configuration: configuration)
            problems = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(20)") }
            try queue.close()
        } catch {
            let mapped = ListenStoreError.mapping(error, path: path, fallback: .cannotOpen, message: "cannot open the database at \(path); check the path and its permissions, or pass --db")
            // A file that cannot be opened at all is reported by the real open, with its reason.
            if mapped.code == .corrupt { throw mapped }
            return
        }
        guard problems == ["ok"] else {
            throw ListenStoreError.damaged(path: path, cause: problems.prefix(3).joined(separator: "; "))
        }
        stamp?.recordCheck()
    }

    /// Notes the file as checked once this store, which found it sound (or made it), lets go
    /// of it: its own writes are trusted, so the next open checks only after another program
    /// (or a crash) changed the file.
    deinit {
        guard let path, stampsOnClose else { return }
        // Fold the WAL into the file so the stamp describes a settled file (and a copy of the
        // file alone holds everything); another process using it simply keeps its own WAL.
        try? database.writeWithoutTransaction { db in
            // Never wait for another process's readers: then its WAL simply stays.
            if let connection = db.sqliteConnection { sqlite3_busy_timeout(connection, 0) }
            try db.checkpoint(.truncate)
        }
        try? (database as? DatabasePool)?.close()
        IntegrityStamp(databasePath: path)?.recordCheck()
    }

    /// A private database in memory, for tests and one-off runs.
    public init() throws {
        path = nil
        stampsOnClose = false
        database = try DatabaseQueue()
        try StoreSchema.migrator.migrate(database)
    }

    /// A new store in the file `file`, which no other process uses (`FreshStoreBuild` made it
    /// and holds it): the same schema and pages as any store, but no WAL and no syncs, so each
    /// page is written once and the builder syncs the file once when it is complete. A
    /// transaction still rolls back (its journal is kept in memory: in a new file it holds
    /// only the pages that were there before it, the schema's few). Errors name `path`, where
    /// the store is going to be.
    init(building file: String, for path: String) throws {
        self.path = path
        stampsOnClose = false
        var configuration = Self.configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = MEMORY")
            try db.execute(sql: "PRAGMA synchronous = OFF")
        }
        do {
            database = try DatabaseQueue(path: file, configuration: configuration)
            try StoreSchema.migrator.migrate(database)
        } catch {
            throw ListenStoreError.mapping(
                error, path: path, fallback: .cannotOpen,
                message: "cannot create the database at \(path); check the path and its permissions, or pass --db")
        }
    }

    /// Ends a store made by `init(building:for:)`: switches the file to WAL, as every store
    /// is opened, and closes it, so its bytes are final. The store cannot be used after.
    func closeBuiltFile() throws {
        guard let queue = database as? DatabaseQueue else { return }
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        try queue.close()
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
            throw ListenStoreError.mapping(error, path: path, fallback: .writeFailed, message: "could not write to the database")
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

    /// The users with at least one stored listen, by name: a user a sync met with none, or
    /// known only by ListenBrainz's statistics, has no pages of listens to publish.
    public func usersWithListens() throws -> [String] {
        try read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM users WHERE EXISTS (SELECT 1 FROM listens WHERE listens.user_id = users.id) ORDER BY name")
        }
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
                    message: "no listens are stored for '\(user)'; run `listenstats sync --user \(user)` or `listenstats import FILE --user \(user)` first")
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
        try? writeWithoutWaiting { db in
            try db.inTransaction(.immediate) {
                try body(db)
                return .commit
            }
        }
    }

    /// Runs `body` on the writer's connection with no busy timeout: a transaction it begins
    /// while another process writes fails at once instead of waiting. For work that only
    /// saves later work; the timeout is back for everything after.
    func writeWithoutWaiting<T>(_ body: (Database) throws -> T) throws -> T {
        try database.writeWithoutTransaction { db in
            if let connection = db.sqliteConnection { sqlite3_busy_timeout(connection, 0) }
            defer {
                if let connection = db.sqliteConnection {
                    sqlite3_busy_timeout(connection, Int32(Self.busyTimeoutSeconds * 1000))
                }
            }
            return try body(db)
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.read(body)
        } catch let error as ListenStoreError {
            throw error
        } catch {
            throw ListenStoreError.mapping(error, path: path, fallback: .corrupt, message: "could not read the database")
        }
    }

    static func userID(named name: String, in db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE name = ?", arguments: [name])
    }
}
