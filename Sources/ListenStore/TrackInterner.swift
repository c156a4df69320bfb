import CompactStorage
import GRDB

/// The store's tracks by key hash, in memory, for one bulk import: finding a track met before
/// costs a hash probe and one comparison with the key stored in its row instead of a search
/// of the table.
///
/// Loaded the first time an import meets a track, from the `key_hash` index alone (a few
/// megabytes, where the keys are a hundred or more for a heavy listener), then kept up to date
/// with the tracks the import adds in its transaction. Equal hashes are chained; the caller
/// tells them apart by the key stored in the row (`id(of:hash:storedKeyMatches:)`).
///
/// (Keys used to be kept for a store that had tracks: reading and hashing them was a third of
/// a second a re-import's readers waited through, and 60-odd MB of its peak; comparing each
/// track met against its row costs the writer about the same CPU, spread over the import, as
/// the file meets its tracks in about the order they were stored.)
struct TrackInterner {
    private var ids: [Int64] = []
    private var hashes: [Int64] = []
    /// Open addressing on the key hash (already a good hash, so no second one as a Swift
    /// `Dictionary` would make): per slot the entry + 1 in the low half (0 for empty) and the
    /// top half of its hash in the high half, so a probe step compares hashes without reading
    /// `hashes` (a cache miss per step, which made the probe a tenth of a re-import's writer
    /// thread); the count is a power of two at least twice the number of distinct hashes.
    private var slots = [UInt64](repeating: 0, count: 1024)
    private var distinctHashes = 0
    /// The next entry with the same hash, or -1.
    private var nextEntry: [Int32] = []

    /// How many tracks it knows.
    var count: Int { ids.count }

    /// Every track of the store, by hash (keys are compared against the rows).
    static func load(from db: Database) throws -> TrackInterner {
        var interner = TrackInterner()
        // Sized for the tracks there are (ids are dense): growing from empty rehashed every
        // entry some eighteen times over for a heavy listener's 185,000 tracks.
        let largestID = try RawStatement("SELECT max(id) FROM tracks", in: db)
        if try largestID.step() {
            interner.reserve(Int(clamping: largestID.int64(0)))
        }
        let rows = try RawStatement("SELECT id, key_hash FROM tracks", in: db)
        var ids: [Int64] = []
        var hashes: [Int64] = []
        while try rows.step() {
            ids.append(rows.int64(0))
            hashes.append(rows.int64(1))
        }
        // Rows come in id order, hashes at random: each add's slot was a cache miss waited
        // for in turn (a tenth of a re-import's writer thread). Read first, then added with
        // the slot sixteen rows ahead loading.
        for index in ids.indices {
            if index + 16 < hashes.count { interner.prefetch(hash: hashes[index + 16]) }
            interner.add(hash: hashes[index], id: ids[index])
        }
        return interner
    }

    /// Starts loading the slot `id(hash:…)` or `add(hash:id:)` of `hash` reads first: a hint,
    /// for a caller that knows its next hashes.
    func prefetch(hash: Int64) {
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            CachePrefetch.read(base + (Int(truncatingIfNeeded: UInt64(bitPattern: hash) >> 7) & (slots.count - 1)))
        }
    }

    /// The id of the track with `TrackKeyHash` `hash` for which `storedKeyMatches` (given an
    /// id) says the key stored in its row is the one looked for, if any.
    func id(hash: Int64, storedKeyMatches: (Int64) throws -> Bool) rethrows -> Int64? {
        var entry = firstEntry(ofHash: hash)
        while entry >= 0 {
            let id = ids[Int(entry)]
            if try storedKeyMatches(id) { return id }
            entry = nextEntry[Int(entry)]
        }
        return nil
    }

    /// Makes room for `count` tracks without growing.
    private mutating func reserve(_ count: Int) {
        guard count > 0, count < Int(Int32.max) else { return }
        ids.reserveCapacity(count)
        hashes.reserveCapacity(count)
        nextEntry.reserveCapacity(count)
        let wanted = (2 * count + 1).nextPowerOfTwo
        if wanted > slots.count { slots = [UInt64](repeating: 0, count: wanted) }
    }

    /// Records that a track whose key has `hash` is stored as `id`.
    mutating func add(hash: Int64, id: Int64) {
        let entry = Int32(ids.count)
        ids.append(id)
        hashes.append(hash)
        let slot = slot(ofHash: hash)
        let first = Int32(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
        nextEntry.append(first)
        if first < 0 { distinctHashes += 1 }
        slots[slot] = UInt64(bitPattern: hash) & 0xFFFF_FFFF_0000_0000 | UInt64(entry + 1)
        if distinctHashes * 2 > slots.count { grow() }
    }

    /// The first entry whose key has `hash`, or -1.
    private func firstEntry(ofHash hash: Int64) -> Int32 {
        Int32(truncatingIfNeeded: slots[slot(ofHash: hash)] & 0xFFFF_FFFF) - 1
    }

    /// The slot holding the chain of `hash`, or the empty slot where it would go.
    private func slot(ofHash hash: Int64) -> Int {
        let mask = slots.count - 1
        let bits = UInt64(bitPattern: hash)
        let top = bits & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: bits >> 7) & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            // Equal top halves are rare apart from equal hashes: only then is `hashes` read.
            if stored & 0xFFFF_FFFF_0000_0000 == top, hashes[Int(stored & 0xFFFF_FFFF) - 1] == hash { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        for stored in old where stored != 0 {
            slots[slot(ofHash: hashes[Int(stored & 0xFFFF_FFFF) - 1])] = stored
        }
    }
}
