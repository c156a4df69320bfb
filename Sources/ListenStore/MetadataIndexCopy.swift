import GRDB
import ListenModel

/// The packed copy of the cached metadata matched to the tracks (`metadata_index_copy`): a
/// whole `MetadataIndex` in one row, for the catalog of `track_count` tracks it was made for.
///
/// A copy, never the truth: `saveMetadata` deletes it in the transaction that changes the
/// metadata, triggers delete it when a metadata row is updated or deleted some other way, and
/// a copy for another number of tracks (tracks are only ever added) or one that does not
/// decode is ignored and made again from the tables.
enum MetadataIndexCopy {
    /// The stored index, if there is one for a catalog of `trackCount` tracks and it reads back whole.
    static func load(in db: Database, trackCount: Int) throws -> MetadataIndex? {
        let row = try RawStatement("SELECT track_count, columns FROM metadata_index_copy WHERE id = 1", in: db)
        guard try row.step(), row.int64(0) == Int64(trackCount) else { return nil }
        return MetadataIndex(packed: row.blob(1), trackCount: trackCount)
    }

    /// Replaces the stored copy with `index`.
    static func store(_ index: MetadataIndex, in db: Database) throws {
        try db.execute(sql: "DELETE FROM metadata_index_copy")
        let insert = try RawStatement("INSERT INTO metadata_index_copy (id, track_count, columns) VALUES (1, ?, ?)", in: db)
        insert.bind(Int64(index.trackRecording.count))
        // Bound in place: a few megabytes for tens of thousands of recordings.
        try index.packed().withUnsafeBytes { columns in
            insert.bind(blob: columns, at: 2)
            try insert.run()
        }
    }
}
