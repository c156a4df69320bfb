import GRDB

/// The database schema, as a list of migrations applied in order and never edited once shipped.
enum StoreSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: users, tracks, listens") { db in
            try db.execute(sql: """
                CREATE TABLE users (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE
                );
                -- A track is one distinct metadata tuple (as submitted and as mapped); listens
                -- point at it so the listens table holds integers only. Credits are stored as
                -- three unit-separator (U+001F) joined columns, one entry per credited artist.
                CREATE TABLE tracks (
                    id INTEGER PRIMARY KEY,
                    key TEXT NOT NULL UNIQUE,
                    artist_name TEXT NOT NULL,
                    track_name TEXT NOT NULL,
                    release_name TEXT,
                    recording_msid TEXT,
                    recording_mbid TEXT,
                    recording_name TEXT,
                    release_mbid TEXT,
                    release_group_mbid TEXT,
                    credit_names TEXT,
                    credit_mbids TEXT,
                    credit_join_phrases TEXT,
                    caa_id INTEGER,
                    caa_release_mbid TEXT
                );
                -- One row per listen. (user, second, identity) is the de-duplication rule;
                -- the clustered key also makes a user's history one ordered range scan.
                CREATE TABLE listens (
                    user_id INTEGER NOT NULL REFERENCES users(id),
                    listened_at INTEGER NOT NULL,
                    identity INTEGER NOT NULL,
                    track_id INTEGER NOT NULL REFERENCES tracks(id),
                    duration_ms INTEGER,
                    source TEXT NOT NULL,
                    PRIMARY KEY (user_id, listened_at, identity)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2-sync: sync cursors, server statistics, feedback") { db in
            try SyncSchema.create(in: db)
        }
        migrator.registerMigration("v2-import: merged_listens for the cross-source rule") { db in
            try db.execute(sql: """
                -- A play that arrived from a second source and was recognised as a listen
                -- already stored from another one (see `CrossSourceMatch`). It is not a listen
                -- of its own: it records that this source saw the play too, so re-importing
                -- the same file finds it again, and so one stored listen absorbs at most one
                -- play per other source.
                CREATE TABLE merged_listens (
                    user_id INTEGER NOT NULL REFERENCES users(id),
                    source TEXT NOT NULL,
                    listened_at INTEGER NOT NULL,
                    identity INTEGER NOT NULL,
                    track_id INTEGER NOT NULL REFERENCES tracks(id),
                    duration_ms INTEGER,
                    into_listened_at INTEGER NOT NULL,
                    into_identity INTEGER NOT NULL,
                    PRIMARY KEY (user_id, source, listened_at, identity)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v3-copies: packed copies of listens and tracks for fast loads") { db in
            try db.execute(sql: """
                -- The listens of one user and one span of about 24 days, packed column by
                -- column (see `ListenBlock`), so a history loads in a few hundred reads rather
                -- than a row per listen. A copy, never the truth: whatever changes the listens
                -- of a span deletes its block, and the next load rebuilds it from the rows.
                CREATE TABLE listen_blocks (
                    user_id INTEGER NOT NULL REFERENCES users(id),
                    block INTEGER NOT NULL,
                    listen_count INTEGER NOT NULL,
                    columns BLOB NOT NULL,
                    PRIMARY KEY (user_id, block)
                ) WITHOUT ROWID;
                -- Writers of listens delete the blocks they touch (`ListenBlocks.invalidate`);
                -- triggers cost every row, so they cover only the rare update and delete.
                CREATE TRIGGER listen_blocks_after_delete AFTER DELETE ON listens BEGIN
                    DELETE FROM listen_blocks WHERE user_id = OLD.user_id AND block = OLD.listened_at >> 21;
                END;
                CREATE TRIGGER listen_blocks_after_update AFTER UPDATE ON listens BEGIN
                    DELETE FROM listen_blocks WHERE user_id = OLD.user_id AND block = OLD.listened_at >> 21;
                    DELETE FROM listen_blocks WHERE user_id = NEW.user_id AND block = NEW.listened_at >> 21;
                END;
                -- The tracks with ids up to max_track_id as one packed `TrackCatalog`, and the
                -- id of each of its entries (UInt32, little-endian). Tracks are never changed
                -- or deleted, so the copy stays true; newer tracks load from rows after it.
                CREATE TABLE track_catalog_copy (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    max_track_id INTEGER NOT NULL,
                    track_ids BLOB NOT NULL,
                    catalog BLOB NOT NULL
                );
                """)
        }
        migrator.registerMigration("v4-keys: tracks found by a hash of their whole key") { db in
            // The UNIQUE index on the long text key made every new track a text B-tree insert
            // and every lookup a text search; an integer hash index is a fraction of both.
            // SQLite cannot drop a UNIQUE constraint, so the table is rebuilt, keeping its ids,
            // and every key is rewritten whole (`TrackKeyMigration`).
            try db.execute(sql: """
                CREATE TABLE tracks_keyed (
                    id INTEGER PRIMARY KEY,
                    key TEXT NOT NULL,
                    artist_name TEXT NOT NULL,
                    track_name TEXT NOT NULL,
                    release_name TEXT,
                    recording_msid TEXT,
                    recording_mbid TEXT,
                    recording_name TEXT,
                    release_mbid TEXT,
                    release_group_mbid TEXT,
                    credit_names TEXT,
                    credit_mbids TEXT,
                    credit_join_phrases TEXT,
                    caa_id INTEGER,
                    caa_release_mbid TEXT,
                    -- `TrackKeyHash` of key; not unique: writers compare the keys of equal hashes.
                    key_hash INTEGER NOT NULL
                );
                INSERT INTO tracks_keyed
                SELECT id, key, artist_name, track_name, release_name, recording_msid, recording_mbid,
                    recording_name, release_mbid, release_group_mbid, credit_names, credit_mbids,
                    credit_join_phrases, caa_id, caa_release_mbid, 0
                FROM tracks ORDER BY id;
                DROP TABLE tracks;
                ALTER TABLE tracks_keyed RENAME TO tracks;
                """)
            try TrackKeyMigration.rekey(in: db)
            try db.execute(sql: keyHashIndexSQL)
        }
        migrator.registerMigration("v5-feedback-origin: a sync replaces only the feedback it fetched") { db in
            // Rows from before were written by syncs (or by imports, which nothing told apart);
            // from now on a sync deletes only 'sync' rows, so an export's marks stay.
            try db.execute(sql: "ALTER TABLE feedback ADD COLUMN origin TEXT NOT NULL DEFAULT 'sync'")
        }
        migrator.registerMigration("v6-pins: pinned recordings from exports and the pins API") { db in
            // One row per pin: the same recording pinned twice is two pins, told apart by time.
            try db.execute(sql: """
                CREATE TABLE pins (
                    user_id INTEGER NOT NULL REFERENCES users(id),
                    created INTEGER NOT NULL,
                    recording_key TEXT NOT NULL,
                    recording_msid TEXT,
                    recording_mbid TEXT,
                    blurb TEXT,
                    pinned_until INTEGER,
                    track_name TEXT,
                    artist_name TEXT,
                    fetched_at INTEGER NOT NULL,
                    PRIMARY KEY (user_id, created, recording_key)
                ) WITHOUT ROWID
                """)
        }
        migrator.registerMigration("v7-metadata: cached MusicBrainz metadata (genres, release years, artist areas)") { db in
            try MetadataSchema.create(in: db)
        }
        migrator.registerMigration("v8-metadata-copy: the metadata matched to the tracks, packed") { db in
            try MetadataSchema.createIndexCopy(in: db)
        }
        migrator.registerMigration("v9-merges-by-listen: the plays merged into a listen, found from it") { db in
            // A richer record replacing a stored listen moves the plays merged into it.
            try db.execute(sql: "CREATE INDEX merged_listens_by_listen ON merged_listens (user_id, into_listened_at, into_identity)")
        }
        return migrator
    }

    /// The index tracks are found by (`v4-keys`). A bulk import into a store with no tracks
    /// drops it and makes it again at its end (`BulkListenWriter`), with this same statement,
    /// so the schema reads the same.
    static let keyHashIndexSQL = "CREATE INDEX tracks_by_key_hash ON tracks (key_hash)"
}
