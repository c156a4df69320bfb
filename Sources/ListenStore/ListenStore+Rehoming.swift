import GRDB

/// Moving a user's whole history from one store to another (`listenstats reshard`): their
/// listens, the plays merged into them, pins, feedback, sync cursor and fetched statistics,
/// with the tracks they point at, and the cached music metadata.
///
/// The copy is made first, in one transaction of the receiving store (the other store
/// attached, read only); only then is the user removed from the giving store, in one of its
/// own. A move killed between the two leaves the user in both, never in neither, and doing it
/// again finishes it: every row is copied by its key, so nothing is doubled.
extension ListenStore {
    /// Copies everything of `user` from the store at `sourcePath` into this one, which must
    /// not hold other listens of theirs it would have to merge: returns the listens copied.
    @discardableResult
    public func adoptUser(_ user: String, from sourcePath: String) throws -> Int {
        try attaching(sourcePath) { db in
            guard let oldID = try Int64.fetchOne(db, sql: "SELECT id FROM source.users WHERE name = ?", arguments: [user]) else {
                return 0
            }
            try db.execute(sql: "INSERT OR IGNORE INTO main.users (name) VALUES (?)", arguments: [user])
            let newID = try Int64.fetchOne(db, sql: "SELECT id FROM main.users WHERE name = ?", arguments: [user]) ?? 0
            // The user's tracks: those missing here are added (by their whole key), and each
            // old id is mapped to the id it has here.
            let used = """
                SELECT track_id FROM source.listens WHERE user_id = :old
                UNION SELECT track_id FROM source.merged_listens WHERE user_id = :old
                """
            let trackColumns = try Self.columns(of: "tracks", in: db).filter { $0 != "id" }
            let list = trackColumns.joined(separator: ", ")
            try db.execute(
                sql: """
                    INSERT INTO main.tracks (\(list))
                    SELECT \(trackColumns.map { "s." + $0 }.joined(separator: ", ")) FROM source.tracks s
                    WHERE s.id IN (\(used))
                      AND NOT EXISTS (SELECT 1 FROM main.tracks t WHERE t.key_hash = s.key_hash AND t.key = s.key)
                    ORDER BY s.id
                    """, arguments: ["old": oldID])
            try db.execute(sql: "DROP TABLE IF EXISTS temp.track_map")
            try db.execute(sql: "CREATE TEMP TABLE track_map (old_id INTEGER PRIMARY KEY, new_id INTEGER NOT NULL)")
            try db.execute(
                sql: """
                    INSERT INTO temp.track_map
                    SELECT s.id, (SELECT MIN(t.id) FROM main.tracks t WHERE t.key_hash = s.key_hash AND t.key = s.key)
                    FROM source.tracks s WHERE s.id IN (\(used))
                    """, arguments: ["old": oldID])
            var copied = 0
            for table in try Self.userTables(in: db) {
                let columns = try Self.columns(of: table, in: db)
                let values = columns.map { column -> String in
                    switch column {
                    case "user_id": ":new"
                    case "track_id": "(SELECT new_id FROM temp.track_map WHERE old_id = r.track_id)"
                    default: "r." + column
                    }
                }
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO main.\(table) (\(columns.joined(separator: ", ")))
                        SELECT \(values.joined(separator: ", ")) FROM source.\(table) r WHERE r.user_id = :old
                        """, arguments: ["old": oldID, "new": newID])
                if table == "listens" { copied = db.changesCount }
            }
            try db.execute(sql: "DROP TABLE temp.track_map")
            return copied
        }
    }

    /// Copies the cached music metadata this store lacks from the store at `sourcePath` (it is
    /// every user's, keyed by MusicBrainz id).
    public func adoptMetadata(from sourcePath: String) throws {
        try attaching(sourcePath) { db in
            for table in ["recording_metadata", "artist_metadata", "metadata_tags"] {
                try db.execute(sql: "INSERT OR IGNORE INTO main.\(table) SELECT * FROM source.\(table)")
            }
            // The packed copy of the metadata matched to the tracks is made again on the next load.
            try db.execute(sql: "DELETE FROM main.metadata_index_copy")
        }
    }

    /// Removes `user` and everything of theirs (tracks stay: they are never deleted).
    public func removeUser(_ user: String) throws {
        try database.write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE name = ?", arguments: [user]) else { return }
            for table in try Self.userTables(in: db) + ["listen_blocks"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ?", arguments: [id])
            }
            try db.execute(sql: "DELETE FROM users WHERE id = ?", arguments: [id])
        }
    }

    /// Runs `body` in one transaction with the store at `path` attached as `source`.
    private func attaching<T>(_ path: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try database.writeWithoutTransaction { db in
                try db.execute(sql: "ATTACH DATABASE ? AS source", arguments: [path])
                defer { try? db.execute(sql: "DETACH DATABASE source") }
                var result: T?
                try db.inTransaction {
                    result = try body(db)
                    return .commit
                }
                return result!
            }
        } catch let error as ListenStoreError {
            throw error
        } catch {
            throw ListenStoreError.mapping(
                error, path: self.path, fallback: .writeFailed,
                message: "cannot copy from \(path) into \(self.path); nothing was changed")
        }
    }

    /// The tables holding rows of one user (a `user_id` column), but the packed copies.
    private static func userTables(in db: Database) throws -> [String] {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        return try tables.filter { table in
            try table != "listen_blocks" && table != "users" && columns(of: table, in: db).contains("user_id")
        }
    }

    private static func columns(of table: String, in db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table]).map { $0["name"] }
    }
}
