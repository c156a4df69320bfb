import GRDB
import ListenModel

extension ListenWriter {
    /// Stores what one metadata answer held: every recording asked for (those ListenBrainz
    /// did not know as not found), the artists it named, and the tags of each entity it
    /// carried, replacing what was stored of them before.
    public func saveMetadata(_ batch: MetadataBatch, fetchedAt: Int64) throws {
        // The matched copy no longer says what the tables do (inserts fire no trigger).
        try db.execute(sql: "DELETE FROM metadata_index_copy")
        let recording = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO recording_metadata
                (recording_mbid, found, release_year, release_group_mbid, artist_mbids, fetched_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        var found: Set<String> = []
        for entry in batch.recordings {
            found.insert(entry.recordingMBID)
            try recording.execute(arguments: [
                entry.recordingMBID, 1, entry.releaseYear, entry.releaseGroupMBID,
                entry.artistMBIDs.joined(separator: String(ListenStore.mbidSeparator)), fetchedAt,
            ])
        }
        for mbid in batch.requested where !found.contains(mbid) {
            try recording.execute(arguments: [mbid, 0, nil, nil, nil, fetchedAt])
        }
        let artist = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO artist_metadata (artist_mbid, name, area, begin_year, type, fetched_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        for entry in batch.artists {
            try artist.execute(arguments: [entry.artistMBID, entry.name, entry.area, entry.beginYear, entry.type, fetchedAt])
        }
        // Tags can be withdrawn: an entity the answer carried keeps exactly the tags it has now.
        let clear = try db.cachedStatement(sql: "DELETE FROM metadata_tags WHERE entity = ? AND mbid = ?")
        var cleared: Set<[String]> = []
        func clearOnce(_ entity: MetadataEntityKind, _ mbid: String) throws {
            guard cleared.insert([String(entity.rawValue), mbid]).inserted else { return }
            try clear.execute(arguments: [entity.rawValue, mbid])
        }
        for entry in batch.recordings {
            try clearOnce(.recording, entry.recordingMBID)
            for artist in entry.artistMBIDs { try clearOnce(.artist, artist) }
            if let group = entry.releaseGroupMBID { try clearOnce(.releaseGroup, group) }
        }
        let tag = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO metadata_tags (entity, mbid, tag, count, genre_mbid, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
            """)
        for entry in batch.tags {
            try clearOnce(entry.entity, entry.mbid)
            try tag.execute(arguments: [entry.entity.rawValue, entry.mbid, entry.tag, entry.count, entry.genreMBID, fetchedAt])
        }
    }
}
