import Foundation
import GRDB

extension ListenStore {
    /// Checks the whole file and counts what it holds; reads only, so it is safe beside a run.
    public func diagnostics() throws -> StoreDiagnostics {
        let migrator = StoreSchema.migrator
        let known = Set(migrator.migrations)
        let (integrity, applied, counts) = try read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let applied = try migrator.appliedIdentifiers(db).sorted()
            let counts = try Row.fetchAll(
                db,
                sql: """
                    SELECT users.name, COUNT(listens.user_id) FROM users
                    LEFT JOIN listens ON listens.user_id = users.id
                    GROUP BY users.id ORDER BY users.name
                    """
            ).map { StoreDiagnostics.UserListenCount(user: $0[0], listens: $0[1]) }
            return (integrity, applied, counts)
        }
        let ordered = migrator.migrations.filter(applied.contains)
        let size = path.map { path in
            [path, path + "-wal"].reduce(Int64(0)) { total, file in
                let attributes = try? FileManager.default.attributesOfItem(atPath: file)
                return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
            }
        }
        return StoreDiagnostics(
            integrity: integrity, appliedMigrations: ordered,
            unknownMigrations: applied.filter { !known.contains($0) }, sizeInBytes: size ?? 0,
            listensPerUser: counts)
    }
}
