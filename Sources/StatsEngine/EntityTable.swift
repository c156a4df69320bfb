import CompactStorage

/// The distinct entities of one kind (artists, releases, …) a history mentions, interned to
/// dense integer ids so a window is counted in plain integer arrays.
///
/// An entity keeps only what its top-list order compares (its name and MBID as text ids of
/// the catalog) and the first track heard that counts for it; the rest of what a list shows
/// is made from that track, for the few entities that make a list.
struct EntityTable: Sendable {
    /// Per entity: the catalog position of the first track heard that counts for it.
    private(set) var firstTrack: [Int32] = []
    /// Per entity: its name and MBID as first met, text ids of the catalog (-1 for none).
    private(set) var name: [Int32] = []
    private(set) var mbid: [Int32] = []
    /// Per entity: its key; and open addressing over them. A key is a few integers, so a mix
    /// of them beats `Dictionary`'s seeded SipHash here, where every track of a history looks
    /// up four keys. A slot is 0 when empty, else the entity's id + 1 in the high half and the
    /// top of its key's hash in the low half (as in `TextTable`): a probe past another key
    /// then rarely reads `keys`, whose random reads were most of the cost of 185,000 tracks.
    private var keys: [EntityKey] = []
    private var slots: [UInt64]

    init(capacity: Int) {
        firstTrack.reserveCapacity(capacity)
        name.reserveCapacity(capacity)
        mbid.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
        slots = [UInt64](repeating: 0, count: max(16, (capacity * 2).nextPowerOfTwo))
    }

    var count: Int { firstTrack.count }

    /// The id of the entity with `key`, adding it (as met on `track`) when new.
    mutating func intern(_ key: EntityKey, track: Int32, name: Int32, mbid: Int32) -> Int32 {
        let mask = slots.count - 1
        let hash = key.mixedHash
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF == hash >> 32 {
                let id = Int32(truncatingIfNeeded: (entry >> 32) - 1)
                if keys[Int(id)] == key { return id }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(keys.count)
        keys.append(key)
        firstTrack.append(track)
        self.name.append(name)
        self.mbid.append(mbid)
        slots[slot] = HashSlots.entry(id: id, hash: hash)
        if keys.count * 2 > slots.count { rebuildSlots(count: slots.count * 2) }
        return id
    }

    private mutating func rebuildSlots(count: Int) {
        slots = HashSlots.rebuilt(count: count, hashes: keys.lazy.map(\.mixedHash))
    }
}
