import GRDB

/// The tables of cached music metadata (migration "v7-metadata"), shared by every user: a
/// recording's metadata is the same whoever played it.
enum MetadataSchema {
    static func create(in db: Database) throws {
        try db.execute(sql: """
            -- One row per recording MBID asked of ListenBrainz; found = 0 when it did not know
            -- the recording, so it is not asked again until the row is stale. artist_mbids are
            -- the credited artists in credit order, joined by U+001F like the tracks' credits.
            CREATE TABLE recording_metadata (
                recording_mbid TEXT PRIMARY KEY,
                found INTEGER NOT NULL,
                release_year INTEGER,
                release_group_mbid TEXT,
                artist_mbids TEXT,
                fetched_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            -- An artist's MusicBrainz area (a country, city or region name), begin year, type.
            CREATE TABLE artist_metadata (
                artist_mbid TEXT PRIMARY KEY,
                name TEXT,
                area TEXT,
                begin_year INTEGER,
                type TEXT,
                fetched_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            -- Tags of recordings (entity 0), artists (1) and release groups (2), with their vote
            -- counts; genre_mbid is set for MusicBrainz genres. A fetch replaces an entity's tags.
            CREATE TABLE metadata_tags (
                entity INTEGER NOT NULL,
                mbid TEXT NOT NULL,
                tag TEXT NOT NULL,
                count INTEGER NOT NULL,
                genre_mbid TEXT,
                fetched_at INTEGER NOT NULL,
                PRIMARY KEY (entity, mbid, tag)
            ) WITHOUT ROWID;
            """)
    }

    /// Migration "v8-metadata-copy": the packed copy of the metadata matched to the tracks
    /// (`MetadataIndexCopy`), so a report reads one row instead of the tables above.
    static func createIndexCopy(in db: Database) throws {
        try db.execute(sql: """
            -- One `MetadataIndex` for the catalog of track_count tracks. A copy, never the truth:
            -- `saveMetadata` deletes it whenever it writes metadata; these triggers cover the
            -- rare update or delete made some other way.
            CREATE TABLE metadata_index_copy (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                track_count INTEGER NOT NULL,
                columns BLOB NOT NULL
            );
            CREATE TRIGGER metadata_index_copy_recordings_update AFTER UPDATE ON recording_metadata BEGIN
                DELETE FROM metadata_index_copy;
            END;
            CREATE TRIGGER metadata_index_copy_recordings_delete AFTER DELETE ON recording_metadata BEGIN
                DELETE FROM metadata_index_copy;
            END;
            CREATE TRIGGER metadata_index_copy_artists_update AFTER UPDATE ON artist_metadata BEGIN
                DELETE FROM metadata_index_copy;
            END;
            CREATE TRIGGER metadata_index_copy_artists_delete AFTER DELETE ON artist_metadata BEGIN
                DELETE FROM metadata_index_copy;
            END;
            CREATE TRIGGER metadata_index_copy_tags_update AFTER UPDATE ON metadata_tags BEGIN
                DELETE FROM metadata_index_copy;
            END;
            CREATE TRIGGER metadata_index_copy_tags_delete AFTER DELETE ON metadata_tags BEGIN
                DELETE FROM metadata_index_copy;
            END;
            """)
    }
}
