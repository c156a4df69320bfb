import GRDB
import ListenModel

/// The packed copy of the tracks table (`track_catalog_copy`): a whole `TrackCatalog` in one
/// value, with the store id of each entry.
struct CatalogCopy: Sendable {
    /// Every track with an id up to this is in the copy.
    let maxTrackID: Int64
    let trackIDs: [UInt32]
    let catalog: TrackCatalog

    /// Rewrite the copy once this many tracks (or this share of them) load from rows after it.
    static func isWorthRewriting(tailCount: Int, copiedCount: Int) -> Bool {
        tailCount > max(1_000, copiedCount / 8)
    }

    /// The stored copy, if there is one and it reads back whole (else the tracks load from rows).
    static func load(in db: Database) throws -> CatalogCopy? {
        let row = try RawStatement("SELECT max_track_id, track_ids, catalog FROM track_catalog_copy WHERE id = 1", in: db)
        guard try row.step() else { return nil }
        let ids = row.blob(1)
        guard let catalog = TrackCatalog(packed: row.blob(2)), ids.count == catalog.count * 4 else { return nil }
        let trackIDs = (0..<catalog.count).map { UInt32(littleEndian: ids.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) }
        let maxTrackID = row.int64(0)
        guard trackIDs.allSatisfy({ $0 > 0 && Int64($0) <= maxTrackID }) else { return nil }
        return CatalogCopy(maxTrackID: maxTrackID, trackIDs: trackIDs, catalog: catalog)
    }

    /// A copy's column values: its largest track id, the ids (UInt32, little-endian) and the
    /// packed catalog.
    struct Packed: Sendable {
        let maxTrackID: Int64
        let ids: [UInt8]
        let catalog: [UInt8]
    }

    /// The column values of this copy (consuming: a copy is tens of megabytes, and the packed
    /// bytes replace it).
    consuming func packed() -> Packed {
        var ids: [UInt8] = []
        ids.reserveCapacity(trackIDs.count * 4)
        for id in trackIDs { withUnsafeBytes(of: id.littleEndian) { ids.append(contentsOf: $0) } }
        return Packed(maxTrackID: maxTrackID, ids: ids, catalog: catalog.packed())
    }

    /// Replaces the stored copy with this one, unless the stored one already covers more.
    consuming func store(in db: Database) throws {
        try Self.store(packed(), in: db)
    }

    /// Replaces the stored copy with `packed`, unless the stored one already covers more.
    static func store(_ packed: Packed, in db: Database) throws {
        let previous = try Int64.fetchOne(db, sql: "SELECT max_track_id FROM track_catalog_copy WHERE id = 1")
        guard previous.map({ packed.maxTrackID > $0 }) ?? true else { return }
        try db.execute(sql: "DELETE FROM track_catalog_copy")
        // Bound in place: the packed catalog is tens of megabytes for a lifetime of listening.
        let insert = try RawStatement(
            "INSERT INTO track_catalog_copy (id, max_track_id, track_ids, catalog) VALUES (1, ?, ?, ?)", in: db)
        insert.bind(packed.maxTrackID)
        try packed.ids.withUnsafeBytes { ids in
            try packed.catalog.withUnsafeBytes { catalog in
                insert.bind(blob: ids, at: 2)
                insert.bind(blob: catalog, at: 3)
                try insert.run()
            }
        }
    }
}
