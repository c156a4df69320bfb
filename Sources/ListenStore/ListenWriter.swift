import GRDB
import ListenModel

/// Writes inside one transaction of `ListenStore.write(_:)`.
///
/// It remembers the tracks it has interned, so a long import looks each one up once.
public final class ListenWriter {
    let db: Database
    private var trackIDs: [Track: Int64] = [:]
    private var userIDs: [String: Int64] = [:]
    /// Inserts a track (`TrackRow.insertSQL`), prepared when the first new track comes.
    private var trackInsert: RawStatement?

    init(db: Database) {
        self.db = db
    }

    /// Stores `listens` for `user`, skipping those already stored, and says how many were new.
    ///
    /// The same rules as an import: exact duplicates are stored once, and of a play also
    /// stored from another source (`CrossSourceMatch`) the richer record stays a listen. The
    /// other sources' listens are loaded once per call, only around the listens' time span
    /// (a sync page), so a long sync never loads the whole history per page.
    public func insert(_ listens: [Listen], user: String) throws -> InsertSummary {
        let userID = try userID(for: user)
        let statement = try db.cachedStatement(sql: """
            INSERT INTO listens (user_id, listened_at, identity, track_id, duration_ms, source)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """)
        var summary = InsertSummary()
        var insertedAt: [Int64] = []
        guard let earliest = listens.lazy.map(\.listenedAt).min(), let latest = listens.lazy.map(\.listenedAt).max() else {
            return summary
        }
        var matches: [ListenSource: CrossSourceMatch] = [:]
        for listen in listens {
            let key = CrossSourceMatch.ListenKey(listenedAt: listen.listenedAt, identity: ListenIdentity.hash(of: listen.track))
            var match = try matches[listen.source]
                ?? CrossSourceMatch.load(userID: userID, source: listen.source, plays: earliest...latest, in: db)
            defer { matches[listen.source] = match }
            if match.wasMerged(key) {
                summary.duplicates += 1
                continue
            }
            var replacesStored = false
            if !match.candidates.isEmpty,
                let candidate = match.match(
                    listenedAt: listen.listenedAt,
                    matchKey: PlayMatchKey.key(artistName: listen.track.artistName, trackName: listen.track.trackName),
                    durationMs: listen.durationMs.map { Int32(clamping: $0) } ?? -1)
            {
                let richness = PlayRecordRichness(
                    mapped: !(listen.track.mapping?.recordingMBID ?? "").isEmpty, secondExact: true,
                    hasDuration: (listen.durationMs ?? 0) > 0, hasRelease: !(listen.track.releaseName ?? "").isEmpty,
                    source: listen.source)
                switch try match.settle(
                    key, source: listen.source, trackID: try trackID(for: listen.track), durationMs: listen.durationMs.map(Int64.init),
                    richness: richness, against: candidate, userID: userID, in: db)
                {
                case .duplicate:
                    summary.duplicates += 1
                    continue
                case .merged:
                    summary.merged += 1
                    continue
                case .replacesStored:
                    replacesStored = true
                    insertedAt.append(candidate.listenedAt)
                }
            }
            statement.setUncheckedArguments([
                userID, listen.listenedAt, key.identity, try trackID(for: listen.track), listen.durationMs,
                listen.source.rawValue,
            ])
            try statement.execute()
            if db.changesCount > 0 {
                if replacesStored { summary.merged += 1 } else { summary.inserted += 1 }
                insertedAt.append(listen.listenedAt)
            } else {
                summary.duplicates += 1
            }
        }
        try ListenBlocks.invalidate(userID: userID, instants: insertedAt, in: db)
        return summary
    }

    /// The id of `name` in the users table, adding the user when new.
    public func userID(for name: String) throws -> Int64 {
        if let known = userIDs[name] { return known }
        try db.execute(sql: "INSERT INTO users (name) VALUES (?) ON CONFLICT DO NOTHING", arguments: [name])
        guard let id = try ListenStore.userID(named: name, in: db) else {
            throw ListenStoreError(code: .writeFailed, message: "could not record user '\(name)'")
        }
        userIDs[name] = id
        return id
    }

    func trackID(for track: Track) throws -> Int64 {
        if let known = trackIDs[track] { return known }
        let key = TrackRow.key(of: track)
        let hash = TrackKeyHash.of(key)
        let id: Int64
        if let existing = try Int64.fetchOne(
            db, cachedSQL: "SELECT id FROM tracks WHERE key_hash = ? AND key = ?", arguments: [hash, key])
        {
            id = existing
        } else {
            let insert = try trackInsert ?? RawStatement(TrackRow.insertSQL, in: db)
            trackInsert = insert
            TrackRow.bind(track, to: insert)
            try insert.run()
            id = insert.lastInsertedRowID
        }
        trackIDs[track] = id
        return id
    }
}

extension Int64 {
    fileprivate static func fetchOne(_ db: Database, cachedSQL: String, arguments: StatementArguments) throws -> Int64? {
        let statement = try db.cachedStatement(sql: cachedSQL)
        return try Int64.fetchOne(statement, arguments: arguments)
    }
}

extension ListenWriter {
    /// Stores the pins the pins API returned for `user`; pins stored before (from an export or
    /// an earlier sync) stay.
    @discardableResult
    public func savePins(_ pins: [PinnedRecording], user: String, fetchedAt: Int64) throws -> Int {
        try db.storePins(pins, userID: userID(for: user), fetchedAt: fetchedAt)
    }
}

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
