import Foundation
import GRDB
import ListenModel

extension ListenStore {
    /// How far `user`'s ListenBrainz sync has come (`.start` when never synced).
    public func syncCursor(user: String) throws -> SyncCursor {
        try read { db in
            guard let userID = try Self.userID(named: user, in: db),
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT newest_covered, backfill_max_ts, backfill_complete FROM sync_cursors WHERE user_id = ?",
                    arguments: [userID])
            else { return .start }
            return SyncCursor(newestCovered: row[0], backfillMaxTS: row[1], backfillComplete: row[2])
        }
    }

    /// Gives the writing connection a page cache of `megabytes` for a long run of writes (a
    /// first sync): the tracks' key index soon outgrows SQLite's 2 MB default, and then every
    /// page of listens reads its index pages back from the operating system.
    public func reserveWriteCache(megabytes: Int = 64) throws {
        do {
            try database.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA cache_size = \(-1024 * max(megabytes, 2))")
            }
        } catch {
            throw ListenStoreError(
                code: .writeFailed, message: "could not configure the database for writing", cause: String(describing: error))
        }
    }

    /// The statistic of `kind` and `range` last fetched for `user`, if any.
    public func serverStatistic(
        _ kind: ServerStatKind, range: StatRange, user: String
    ) throws -> FetchedServerValue<ServerStatistic>? {
        try serverPayload(ServerStatistic.self, kind: kind.rawValue, range: range.rawValue, user: user)
    }

    /// ListenBrainz's Year in Music for `user` and `year`, as last fetched.
    public func yearInMusic(_ year: Int, user: String) throws -> FetchedServerValue<YearInMusicServerData>? {
        try serverPayload(YearInMusicServerData.self, kind: ServerPayloadKey.yearInMusic, range: String(year), user: user)
    }

    /// The years whose Year in Music is stored for `user`, ascending.
    public func yearsInMusic(user: String) throws -> [Int] {
        try read { db in
            guard let userID = try Self.userID(named: user, in: db) else { return [] }
            return try String.fetchAll(
                db, sql: "SELECT range FROM server_statistics WHERE user_id = ? AND kind = ?",
                arguments: [userID, ServerPayloadKey.yearInMusic]
            ).compactMap { Int($0) }.sorted()
        }
    }

    /// How many listens ListenBrainz last said it holds for `user`.
    public func serverListenCount(user: String) throws -> FetchedServerValue<Int>? {
        try serverPayload(Int.self, kind: ServerPayloadKey.listenCount, range: StatRange.allTime.rawValue, user: user)
    }

    /// `user`'s loved and hated recordings, newest first.
    public func feedback(user: String) throws -> [FeedbackEntry] {
        try read { db in
            guard let userID = try Self.userID(named: user, in: db) else { return [] }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT recording_msid, recording_mbid, score, created, track_name, artist_name FROM feedback
                    WHERE user_id = ? ORDER BY created DESC, recording_key
                    """,
                arguments: [userID]
            ).compactMap { row in
                guard let score = FeedbackEntry.Score(rawValue: row[2]) else { return nil }
                return FeedbackEntry(
                    recordingMSID: row[0], recordingMBID: row[1], score: score, created: row[3],
                    trackName: row[4], artistName: row[5])
            }
        }
    }

    private func serverPayload<T: Decodable & Sendable>(
        _ type: T.Type, kind: String, range: String, user: String
    ) throws -> FetchedServerValue<T>? {
        let row = try read { db -> Row? in
            guard let userID = try Self.userID(named: user, in: db) else { return nil }
            return try Row.fetchOne(
                db,
                sql: "SELECT fetched_at, payload FROM server_statistics WHERE user_id = ? AND kind = ? AND range = ?",
                arguments: [userID, kind, range])
        }
        guard let row else { return nil }
        let payload: String = row[1]
        do {
            let value = try JSONDecoder().decode(T.self, from: Data(payload.utf8))
            return FetchedServerValue(value: value, fetchedAt: row[0])
        } catch {
            throw ListenStoreError(
                code: .corrupt,
                message: "the stored \(kind) statistic for '\(user)' (\(range)) is unreadable; run `listenstats sync --user \(user) --stats` to fetch it again",
                cause: String(describing: error))
        }
    }
}
