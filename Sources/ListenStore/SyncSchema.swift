import GRDB

/// The tables a ListenBrainz sync writes besides listens (migration "v2-sync").
enum SyncSchema {
    static func create(in db: Database) throws {
        try db.execute(sql: """
            -- Where each user's sync stands; written in the same transaction as the page of
            -- listens it accounts for. See `SyncCursor`.
            CREATE TABLE sync_cursors (
                user_id INTEGER PRIMARY KEY REFERENCES users(id),
                newest_covered INTEGER,
                backfill_max_ts INTEGER,
                backfill_complete INTEGER NOT NULL DEFAULT 0
            );
            -- The statistics ListenBrainz computed, one row per user, kind and range (a
            -- Year in Music uses kind 'year-in-music' and the year as its range). The
            -- payload is the model value as JSON; fetched_at is when it was downloaded.
            CREATE TABLE server_statistics (
                user_id INTEGER NOT NULL REFERENCES users(id),
                kind TEXT NOT NULL,
                range TEXT NOT NULL,
                fetched_at INTEGER NOT NULL,
                payload TEXT NOT NULL,
                PRIMARY KEY (user_id, kind, range)
            ) WITHOUT ROWID;
            -- Loved (1) and hated (-1) recordings; a fetch replaces a user's rows, since
            -- feedback can be withdrawn on the server.
            CREATE TABLE feedback (
                user_id INTEGER NOT NULL REFERENCES users(id),
                recording_key TEXT NOT NULL,
                recording_msid TEXT,
                recording_mbid TEXT,
                score INTEGER NOT NULL,
                created INTEGER NOT NULL,
                track_name TEXT,
                artist_name TEXT,
                fetched_at INTEGER NOT NULL,
                PRIMARY KEY (user_id, recording_key)
            ) WITHOUT ROWID;
            """)
    }
}
