import Foundation
import GRDB
import GRDBSQLite
import ListenModel

/// Stores one importer's stream of `ListenBatch`es inside one transaction, applying the exact
/// de-duplication rule of the `listens` table and the cross-source rule of `CrossSourceMatch`.
///
/// The fast path of the store: tracks are found in memory (`TrackInterner`), and listens go in
/// `rowsPerInsert` at a time through one prepared multi-row statement with integer bindings,
/// which spends SQLite's per-statement cost once per chunk instead of once per listen. One
/// writer serves one stream (its track numbering); make a new one per file.
public final class BulkListenWriter {
    /// Listens per multi-row insert: enough to spread the per-statement cost thin, at 514
    /// parameters far below SQLite's limit. Not tuned further.
    static let rowsPerInsert = 128

    let db: Database
    let userID: Int64
    private let insertChunk: RawStatement
    private let insertOne: RawStatement
    private let openChunk: RawStatement
    private let undoChunk: RawStatement
    private let closeChunk: RawStatement
    private let findListens: RawStatement
    private let insertTrack: RawStatement
    private let findAnyListen: RawStatement
    private let findTrackKey: RawStatement
    /// The store's tracks by key hash, loaded when the first track arrives.
    private var storedTracks: TrackInterner?
    /// Whether the import dropped the `key_hash` index (the store had no tracks) and makes it
    /// again in `finish()`: the import finds its tracks in memory, and one sort of the hashes
    /// at the end costs a fraction of keeping the index through a couple of hundred thousand
    /// inserts in random order.
    private var remakesKeyHashIndex = false
    /// Per stream track index: its id in the store, its identity hash, and its match key
    /// (computed only when another source has listens to match against). The track itself is
    /// not kept: a heavy listener's hundreds of thousands of tracks are in the store.
    private var trackIDs: [Int64] = []
    private var identities: [Int64] = []
    private var matchKeys: [Int64?] = []
    private var matches: [ListenSource: CrossSourceMatch] = [:]
    /// `recordFacts(of:)` by stream track, for the tracks whose plays matched another source.
    private var recordFacts: [Int: (mapped: Bool, hasRelease: Bool)] = [:]
    /// What the import adds to the packed copies, stored by `finish()`.
    private var copies = ImportedCopies()

    init(db: Database, user: String) throws {
        self.db = db
        userID = try ListenWriter(db: db).userID(for: user)
        insertTrack = try RawStatement(TrackRow.insertSQL, in: db)
        insertChunk = try RawStatement(Self.insertSQL(rows: Self.rowsPerInsert), in: db)
        insertOne = try RawStatement(Self.insertSQL(rows: 1), in: db)
        // A chunk whose stored neighbours are too many to read first runs in a savepoint: if
        // some of its rows were duplicates it is undone and redone row by row, the only way
        // then to learn which rows were new, as every line needs its own outcome.
        openChunk = try RawStatement("SAVEPOINT listenstats_chunk", in: db)
        undoChunk = try RawStatement("ROLLBACK TO listenstats_chunk", in: db)
        closeChunk = try RawStatement("RELEASE listenstats_chunk", in: db)
        findListens = try RawStatement(
            """
            SELECT listened_at, identity FROM listens WHERE user_id = ? AND listened_at BETWEEN ? AND ?
            ORDER BY listened_at, identity LIMIT ?
            """, in: db)
        findAnyListen = try RawStatement(
            "SELECT 1 FROM listens WHERE user_id = ? AND listened_at >= ? AND listened_at < ? LIMIT 1", in: db)
        findTrackKey = try RawStatement("SELECT key FROM tracks WHERE id = ?", in: db)
        // 16 MB holds what an import keeps touching (the right edge of the listens B-tree,
        // the track hash index). A cache as large as the file (64 MB was tried) only holds
        // full pages back until the commit, when the reader threads are done and a core
        // idles, and costs 45 MB of peak memory for no measurable time.
        try db.execute(sql: "PRAGMA cache_size = -16384")
    }

    /// `INSERT OR IGNORE` of `rows` listens: the user is `?1` and the source `?2` for every
    /// row, then each row's time, identity, track and duration.
    private static func insertSQL(rows: Int) -> String {
        let values = (0..<rows).map { row in
            let first = 3 + 4 * row
            return "(?1, ?\(first), ?\(first + 1), ?\(first + 2), ?\(first + 3), ?2)"
        }
        return "INSERT OR IGNORE INTO listens (user_id, listened_at, identity, track_id, duration_ms, source) VALUES "
            + values.joined(separator: ", ")
    }

    /// Stores the batch and says, listen by listen, what became of it.
    public func insert(_ batch: ListenBatch) throws -> [ListenWriteOutcome] {
        var match = try matches[batch.source] ?? CrossSourceMatch.load(userID: userID, source: batch.source, in: db)
        defer { matches[batch.source] = match }
        for track in batch.newTracks {
            try add(EncodedTrack(track), match: match)
        }
        for (position, track) in batch.newEncodedTracks.enumerated() {
            // Each is looked up by its hash in a table of every stored track: load a few ahead.
            if position + 8 < batch.newEncodedTracks.count {
                storedTracks?.prefetch(hash: batch.newEncodedTracks[position + 8].keyHash)
            }
            try add(track, match: match)
        }

        var outcomes = [ListenWriteOutcome](repeating: .duplicate, count: batch.count)
        var insertedBlocks = Set<Int64>()
        var pending: [Int] = []
        pending.reserveCapacity(Self.rowsPerInsert)
        for position in 0..<batch.count {
            let listenedAt = batch.listenedAt[position]
            let track = Int(batch.trackIndex[position])
            let key = CrossSourceMatch.ListenKey(listenedAt: listenedAt, identity: identities[track])
            if match.wasMerged(key) { continue }
            if !match.candidates.isEmpty,
                let candidate = match.match(
                    listenedAt: listenedAt, matchKey: try matchKey(of: track), durationMs: batch.durationMs[position],
                    resolution: batch.timeResolution)
            {
                // Whether this play is already stored depends on the listens before it.
                try store(pending, of: batch, outcomes: &outcomes, blocks: &insertedBlocks)
                pending.removeAll(keepingCapacity: true)
                let durationMs = batch.durationMs[position]
                let facts = try recordFacts(of: track)
                let richness = PlayRecordRichness(
                    mapped: facts.mapped, secondExact: batch.timeResolution == 1, hasDuration: durationMs > 0,
                    hasRelease: facts.hasRelease, source: batch.source)
                switch try match.settle(
                    key, source: batch.source, trackID: trackIDs[track], durationMs: durationMs >= 0 ? Int64(durationMs) : nil,
                    richness: richness, against: candidate, userID: userID, in: db)
                {
                case .duplicate:
                    break
                case .merged:
                    outcomes[position] = .merged
                case .replacesStored:
                    try store([position], of: batch, outcomes: &outcomes, blocks: &insertedBlocks)
                    outcomes[position] = .merged
                }
                continue
            }
            pending.append(position)
            if pending.count == Self.rowsPerInsert {
                try store(pending, of: batch, outcomes: &outcomes, blocks: &insertedBlocks)
                pending.removeAll(keepingCapacity: true)
            }
        }
        try store(pending, of: batch, outcomes: &outcomes, blocks: &insertedBlocks)
        try ListenBlocks.invalidate(userID: userID, blocks: insertedBlocks, in: db)
        copies.flushCatalog()
        return outcomes
    }

    /// Stores the packed copies of what the import wrote where it can make them itself: the
    /// blocks that hold only its listens, and the catalog when its tracks are a large share.
    /// The first load after a big import then reads no rows. Call once, after the last batch;
    /// without it the copies are simply rebuilt by the next load.
    public func finish() throws {
        // The tracks by key are not needed any more; the copies are written without them.
        storedTracks = nil
        var finished = ImportedCopies()
        swap(&finished, &copies)
        // The copies are encoded on another thread while this one makes the index.
        let encoded = finished.encode(trackIDs: trackIDs, identities: identities)
        if remakesKeyHashIndex {
            try db.execute(sql: StoreSchema.keyHashIndexSQL)
            remakesKeyHashIndex = false
        }
        try finished.store(try encoded.value(), userID: userID, in: db)
    }

    /// Readies the blocks of the listens at `positions` (in time order or not) to take new
    /// listens: the first time the import writes into a block, one probe says whether the
    /// store held any of the user's listens there; if not, the import packs the block itself.
    private func prepareBlocks(of positions: some Sequence<Int>, in batch: ListenBatch) throws {
        var last = Int64.min
        for position in positions {
            let block = ListenBlock.number(of: batch.listenedAt[position])
            guard block != last else { continue }
            last = block
            guard !copies.knows(block) else { continue }
            findAnyListen.bind(userID, ListenBlock.start(of: block), ListenBlock.start(of: block + 1))
            let held = try findAnyListen.step()
            findAnyListen.reset()
            copies.meet(block, heldListens: held)
        }
    }

    /// Notes the listen at `position` as inserted: into its block's copy when the import packs
    /// that block, else into `blocks`, whose copies are deleted.
    private func noteInserted(_ position: Int, of batch: ListenBatch, blocks: inout Set<Int64>) {
        let listenedAt = batch.listenedAt[position]
        let block = ListenBlock.number(of: listenedAt)
        if !copies.add(
            listenedAt: listenedAt, block: block, trackIndex: batch.trackIndex[position],
            durationMs: batch.durationMs[position], source: batch.source)
        {
            blocks.insert(block)
        }
    }

    /// Inserts the listens at `positions` of `batch`, in order, marking the new ones in
    /// `outcomes` and their blocks in `blocks`; the rest stay duplicates.
    private func store(
        _ positions: [Int], of batch: ListenBatch, outcomes: inout [ListenWriteOutcome], blocks: inout Set<Int64>
    ) throws {
        guard positions.count == Self.rowsPerInsert else {
            for position in positions {
                try storeOne(position, of: batch, outcomes: &outcomes, blocks: &blocks)
            }
            return
        }
        // The listens already stored in the chunk's span, read in one short range scan, say
        // which rows are duplicates before anything is written. A fresh import finds none and
        // inserts the chunk in one statement; a re-import finds them all and writes nothing.
        let times = positions.lazy.map { batch.listenedAt[$0] }
        guard var known = try storedKeys(from: times.min() ?? 0, through: times.max() ?? 0) else {
            // A span holding many more listens than the chunk (a file out of time order):
            // insert, and if only some rows were new, undo and redo them one by one.
            try openChunk.run()
            try prepareBlocks(of: positions, in: batch)
            try insertAll(positions, of: batch)
            let inserted = insertChunk.changedRows
            if inserted == positions.count {
                markInserted(positions, of: batch, onlyFirstOfEachKey: false, outcomes: &outcomes, blocks: &blocks)
            } else if inserted > 0 {
                try undoChunk.run()
                for position in positions {
                    try storeOne(position, of: batch, outcomes: &outcomes, blocks: &blocks)
                }
            }
            try closeChunk.run()
            return
        }
        if known.isEmpty {
            try prepareBlocks(of: positions, in: batch)
            try insertAll(positions, of: batch)
            let inserted = insertChunk.changedRows
            markInserted(positions, of: batch, onlyFirstOfEachKey: inserted != positions.count, outcomes: &outcomes, blocks: &blocks)
            return
        }
        for position in positions {
            let key = CrossSourceMatch.ListenKey(
                listenedAt: batch.listenedAt[position], identity: identities[Int(batch.trackIndex[position])])
            if Self.insert(key, into: &known) {
                try storeOne(position, of: batch, outcomes: &outcomes, blocks: &blocks)
            }
        }
    }

    /// Adds `key` to the ascending `keys` unless it is there; whether it was added. A chunk's
    /// few hundred keys are searched in order instead of hashed: a re-import asks this of
    /// every listen, and `Set`'s hashing was a twelfth of its writer thread.
    private static func insert(_ key: CrossSourceMatch.ListenKey, into keys: inout [CrossSourceMatch.ListenKey]) -> Bool {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            let probe = keys[middle]
            if probe.listenedAt < key.listenedAt || (probe.listenedAt == key.listenedAt && probe.identity < key.identity) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < keys.count, keys[low] == key { return false }
        keys.insert(key, at: low)
        return true
    }

    private func insertAll(_ positions: [Int], of batch: ListenBatch) throws {
        bindCommon(insertChunk, source: batch.source)
        for (row, position) in positions.enumerated() {
            bindRow(insertChunk, firstParameter: Int32(3 + 4 * row), position: position, of: batch)
        }
        try insertChunk.run()
    }

    /// The keys of the user's listens stored at or between the two instants, ascending by time
    /// and identity (the primary key's order), or nil when there are more than a few chunks'
    /// worth, which would make a scan per chunk quadratic.
    private func storedKeys(from earliest: Int64, through latest: Int64) throws -> [CrossSourceMatch.ListenKey]? {
        let limit = 4 * Self.rowsPerInsert
        findListens.bind(userID, at: 1)
        findListens.bind(earliest, at: 2)
        findListens.bind(latest, at: 3)
        findListens.bind(Int64(limit + 1), at: 4)
        defer { findListens.reset() }
        var keys: [CrossSourceMatch.ListenKey] = []
        keys.reserveCapacity(Self.rowsPerInsert)
        while try findListens.step() {
            guard keys.count < limit else { return nil }
            keys.append(CrossSourceMatch.ListenKey(listenedAt: findListens.int64(0), identity: findListens.int64(1)))
        }
        return keys
    }

    /// Marks the listens at `positions` inserted, or with `onlyFirstOfEachKey` only the first
    /// of each (time, identity) the chunk repeats, as `INSERT OR IGNORE` kept them.
    private func markInserted(
        _ positions: [Int], of batch: ListenBatch, onlyFirstOfEachKey: Bool, outcomes: inout [ListenWriteOutcome],
        blocks: inout Set<Int64>
    ) {
        var seen = Set<CrossSourceMatch.ListenKey>()
        for position in positions {
            let listenedAt = batch.listenedAt[position]
            if onlyFirstOfEachKey {
                let identity = identities[Int(batch.trackIndex[position])]
                guard seen.insert(CrossSourceMatch.ListenKey(listenedAt: listenedAt, identity: identity)).inserted else {
                    continue
                }
            }
            outcomes[position] = .inserted
            noteInserted(position, of: batch, blocks: &blocks)
        }
    }

    private func storeOne(
        _ position: Int, of batch: ListenBatch, outcomes: inout [ListenWriteOutcome], blocks: inout Set<Int64>
    ) throws {
        try prepareBlocks(of: CollectionOfOne(position), in: batch)
        bindCommon(insertOne, source: batch.source)
        bindRow(insertOne, firstParameter: 3, position: position, of: batch)
        try insertOne.run()
        if insertOne.changedRows > 0 {
            outcomes[position] = .inserted
            noteInserted(position, of: batch, blocks: &blocks)
        }
    }

    private func bindCommon(_ statement: RawStatement, source: ListenSource) {
        statement.bind(userID, at: 1)
        statement.bind(text: source.rawValue, at: 2)
    }

    private func bindRow(_ statement: RawStatement, firstParameter: Int32, position: Int, of batch: ListenBatch) {
        let track = Int(batch.trackIndex[position])
        statement.bind(batch.listenedAt[position], at: firstParameter)
        statement.bind(identities[track], at: firstParameter + 1)
        statement.bind(trackIDs[track], at: firstParameter + 2)
        let durationMs = batch.durationMs[position]
        if durationMs >= 0 {
            statement.bind(Int64(durationMs), at: firstParameter + 3)
        } else {
            statement.bindNull(at: firstParameter + 3)
        }
    }

    /// Numbers the next stream track: its store id, identity and (when another source has
    /// listens to match) match key.
    private func add(_ track: EncodedTrack, match: CrossSourceMatch) throws {
        trackIDs.append(try storedID(of: track))
        identities.append(track.identity)
        matchKeys.append(match.candidates.isEmpty ? nil : PlayMatchKey.key(artistName: track.artistName, trackName: track.trackName))
    }

    /// The id of `track` in the tracks table, adding it when new. Importers intern tracks, so
    /// this runs about once per distinct track. The key, its hash and the row's bytes come
    /// made (by an importer's reader threads, for a ListenBrainz file): this thread, which
    /// every listen waits for, only looks them up and binds them.
    private func storedID(of track: EncodedTrack) throws -> Int64 {
        if storedTracks == nil {
            let loaded = try TrackInterner.load(from: db)
            copies.tracksBefore = loaded.count
            storedTracks = loaded
            if loaded.count == 0 {
                try db.execute(sql: "DROP INDEX tracks_by_key_hash")
                remakesKeyHashIndex = true
                // Without that index, what the import keeps touching is the right edges of two
                // tables: 4 MB holds them, and the other 12 MB were only peak memory.
                try db.execute(sql: "PRAGMA cache_size = -4096")
            }
        }
        let hash = track.keyHash
        let known = try track.withKey { key in
            try storedTracks?.id(hash: hash, storedKeyMatches: { try storedKey(of: $0, is: key) })
        }
        if let known { return known }
        try track.insert(with: insertTrack)
        let id = insertTrack.lastInsertedRowID
        storedTracks?.add(hash: hash, id: id)
        copies.add(track, id: id)
        return id
    }

    /// Whether the track stored as `id` has the key `key`.
    private func storedKey(of id: Int64, is key: UnsafeRawBufferPointer) throws -> Bool {
        findTrackKey.bind(id, at: 1)
        defer { findTrackKey.reset() }
        guard try findTrackKey.step() else { return false }
        let stored = findTrackKey.bytes(0)
        guard stored.count == key.count else { return false }
        guard let storedBase = stored.baseAddress, let keyBase = key.baseAddress else { return true }
        return memcmp(storedBase, keyBase, key.count) == 0
    }

    /// Whether stream track `track` is mapped to a recording and names its release, for the
    /// richness of its plays' records; read from its row the first time one of them matches.
    private func recordFacts(of track: Int) throws -> (mapped: Bool, hasRelease: Bool) {
        if let known = recordFacts[track] { return known }
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT COALESCE(recording_mbid, '') != '', COALESCE(release_name, '') != '' FROM tracks WHERE id = ?"),
            arguments: [trackIDs[track]])
        guard let row else { throw HistoryLoader.missingTrack(trackIDs[track]) }
        let facts = (mapped: row[0] as Bool, hasRelease: row[1] as Bool)
        recordFacts[track] = facts
        return facts
    }

    /// The match key of stream track `track`. Made when the track arrived if its batch's source
    /// had listens to match; else (a writer fed another source since) from its stored names.
    private func matchKey(of track: Int) throws -> Int64 {
        if let known = matchKeys[track] { return known }
        let names = try Row.fetchOne(
            db, sql: "SELECT artist_name, track_name FROM tracks WHERE id = ?", arguments: [trackIDs[track]])
        guard let names else { throw HistoryLoader.missingTrack(trackIDs[track]) }
        let key = PlayMatchKey.key(artistName: names[0], trackName: names[1])
        matchKeys[track] = key
        return key
    }
}

extension BulkListenWriter {
    /// Stores the pins of an export in the import's transaction, beside those a sync fetched.
    @discardableResult
    public func storePins(_ pins: [PinnedRecording], importedAt: Int64) throws -> Int {
        try db.storePins(pins, userID: userID, fetchedAt: importedAt)
    }
}

extension BulkListenWriter {
    /// Stores the loved/hated recordings of an export in the import's transaction, in the
    /// table a sync fills, and says how many rows changed.
    ///
    /// A sync replaces a user's feedback because the server's list is the current one. An
    /// export is a snapshot of some day, possibly older than the last sync, so it only adds:
    /// per recording, the feedback given last (by `created`) wins, and nothing is deleted.
    /// Feedback without a time counts as the oldest.
    @discardableResult
    public func storeFeedback(_ entries: [ImportedFeedback], importedAt: Int64) throws -> Int {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO feedback (user_id, recording_key, recording_msid, recording_mbid, score, created, fetched_at, origin)
            VALUES (?, ?, ?, ?, ?, ?, ?, 'import')
            ON CONFLICT (user_id, recording_key) DO UPDATE SET
                recording_msid = coalesce(excluded.recording_msid, recording_msid),
                recording_mbid = coalesce(excluded.recording_mbid, recording_mbid),
                score = excluded.score, created = excluded.created, fetched_at = excluded.fetched_at,
                origin = 'import'
            WHERE excluded.created > feedback.created
            """)
        var changed = 0
        for entry in entries {
            guard let key = entry.recordingMBID ?? entry.recordingMSID else { continue }
            try statement.execute(arguments: [
                userID, key, entry.recordingMSID, entry.recordingMBID, entry.score, entry.created ?? 0, importedAt,
            ])
            changed += db.changesCount
        }
        return changed
    }
}
