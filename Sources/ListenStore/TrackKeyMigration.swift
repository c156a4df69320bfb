import GRDB
import ListenModel

/// Rewrites every stored track's key (and its hash) in the whole form of `TrackRow.key(of:)`.
///
/// Keys used to be cut at their first absent field, so a mapped and an unmapped track with no
/// release name (or two mappings differing only in their credits) were taken for one track.
/// Each row still holds all its fields, so its full key can be worked out from them. Listens
/// that were already filed under a shared row stay there: which track they came as is lost.
enum TrackKeyMigration {
    static func rekey(in db: Database) throws {
        var catalog = TrackCatalog()
        var credits: [CatalogCredit] = []
        var ids: [Int64] = []
        let rows = try RawStatement("SELECT \(TrackRow.selectColumns) FROM tracks ORDER BY id", in: db)
        while try rows.step() {
            ids.append(rows.int64(0))
            TrackRow.append(rows, to: &catalog, credits: &credits)
        }
        let update = try RawStatement("UPDATE tracks SET key = ?, key_hash = ? WHERE id = ?", in: db)
        var key: [UInt8] = []
        for (position, id) in ids.enumerated() {
            key.removeAll(keepingCapacity: true)
            TrackRow.appendKey(of: catalog[position], to: &key)
            try key.withUnsafeBytes { bytes in
                update.bind(utf8: bytes, at: 1)
                update.bind(TrackKeyHash.of(bytes), at: 2)
                update.bind(id, at: 3)
                try update.run()
            }
        }
    }
}
