import Foundation
import GRDB

/// The store's tracks by key, in memory, for one bulk import: finding a track met before
/// costs a hash and a `memcmp` instead of a query.
///
/// Loaded from the `tracks` table in one scan the first time an import meets a track (so a
/// re-import, or a second file, asks SQLite nothing per track), then kept up to date with the
/// tracks the import adds in its transaction. Keys live in byte arenas of a few megabytes
/// (a heavy listener's keys are tens of megabytes, and one growing buffer would briefly be
/// held twice each time it doubles); equal hashes are chained and told apart by their keys.
///
/// An import into a store without tracks keeps no keys at all, only their hashes: its tracks
/// are nearly all new, so a hash it knows is rare (two spellings of one track's metadata, or
/// a collision), and the caller then compares the key stored in the row. That leaves out
/// sixty-odd megabytes of a heavy listener's first import; an import into a store with
/// tracks would compare nearly every track against its row, so it keeps the keys.
struct TrackInterner {
    private static let chunkSize = 4 << 20
    private var chunks: [[UInt8]] = []
    /// Where key `entry` is: its chunk, its start in it and its length.
    private var keyChunk: [Int32] = []
    private var keyStart: [Int32] = []
    private var keyLength: [Int32] = []
    private var ids: [Int64] = []
    private var hashes: [Int64] = []
    /// Open addressing on the key hash (already a good hash, so no second one as a Swift
    /// `Dictionary` would make): entry + 1 per slot, 0 for empty; the count is a power of two
    /// at least twice the number of distinct hashes.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var distinctHashes = 0
    /// The next entry with the same hash, or -1.
    private var nextEntry: [Int32] = []
    /// Whether keys are kept (else `keyLength` is -1 and the caller compares stored keys).
    private(set) var keepsKeys = true

    /// How many tracks it knows.
    var count: Int { ids.count }

    /// Every track of the store.
    static func load(from db: Database) throws -> TrackInterner {
        var interner = TrackInterner()
        let rows = try RawStatement("SELECT id, key_hash, key FROM tracks", in: db)
        while try rows.step() {
            interner.add(key: rows.bytes(2), hash: rows.int64(1), id: rows.int64(0))
        }
        interner.keepsKeys = interner.count > 0
        return interner
    }

    /// The id of the track whose key is `key` (with `TrackKeyHash` `hash`), if known;
    /// `storedKeyMatches` says whether the track stored as an id has that key, for tracks
    /// whose keys are not kept.
    func id(of key: UnsafeRawBufferPointer, hash: Int64, storedKeyMatches: (Int64) throws -> Bool) rethrows -> Int64? {
        var entry = firstEntry(ofHash: hash)
        while entry >= 0 {
            let id = ids[Int(entry)]
            if keyLength[Int(entry)] < 0 ? try storedKeyMatches(id) : keyMatches(Int(entry), key) { return id }
            entry = nextEntry[Int(entry)]
        }
        return nil
    }

    /// Records that the track with `key` is stored as `id`.
    mutating func add(key: UnsafeRawBufferPointer, hash: Int64, id: Int64) {
        let entry = Int32(ids.count)
        if keepsKeys {
            append(key)
        } else {
            keyChunk.append(-1)
            keyStart.append(0)
            keyLength.append(-1)
        }
        ids.append(id)
        hashes.append(hash)
        let slot = slot(ofHash: hash)
        let first = slots[slot] - 1
        nextEntry.append(first)
        if first < 0 { distinctHashes += 1 }
        slots[slot] = entry + 1
        if distinctHashes * 2 > slots.count { grow() }
    }

    private mutating func append(_ key: UnsafeRawBufferPointer) {
        if chunks.isEmpty || chunks[chunks.count - 1].count + key.count > Self.chunkSize {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(max(Self.chunkSize, key.count))
            chunks.append(chunk)
        }
        let chunk = chunks.count - 1
        keyChunk.append(Int32(chunk))
        keyStart.append(Int32(chunks[chunk].count))
        keyLength.append(Int32(key.count))
        chunks[chunk].append(contentsOf: key)
    }

    /// The first entry whose key has `hash`, or -1.
    private func firstEntry(ofHash hash: Int64) -> Int32 {
        slots[slot(ofHash: hash)] - 1
    }

    /// The slot holding the chain of `hash`, or the empty slot where it would go.
    private func slot(ofHash hash: Int64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: UInt64(bitPattern: hash) >> 7) & mask
        while slots[slot] != 0 {
            if hashes[Int(slots[slot] - 1)] == hash { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 {
            slots[slot(ofHash: hashes[Int(entry - 1)])] = entry
        }
    }

    private func keyMatches(_ entry: Int, _ key: UnsafeRawBufferPointer) -> Bool {
        let start = Int(keyStart[entry])
        let length = Int(keyLength[entry])
        guard length == key.count else { return false }
        guard length > 0, let keyBase = key.baseAddress else { return true }
        return chunks[Int(keyChunk[entry])].withUnsafeBytes { stored in
            guard let storedBase = stored.baseAddress else { return false }
            return memcmp(storedBase + start, keyBase, length) == 0
        }
    }
}
