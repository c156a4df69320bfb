import ListenModel

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
    /// Per entity: its key; and open addressing over them (an id, or -1 for an empty slot).
    /// A key is a few integers, so a mix of them beats `Dictionary`'s seeded SipHash here,
    /// where every track of a history looks up four keys.
    private var keys: [EntityKey] = []
    private var slots: [Int32]

    init(capacity: Int) {
        firstTrack.reserveCapacity(capacity)
        name.reserveCapacity(capacity)
        mbid.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
        slots = [Int32](repeating: -1, count: max(16, (capacity * 2).nextPowerOfTwo))
    }

    var count: Int { firstTrack.count }

    /// The id of the entity with `key`, adding it (as met on `track`) when new.
    mutating func intern(_ key: EntityKey, track: Int32, name: Int32, mbid: Int32) -> Int32 {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.mixedHash) & mask
        while slots[slot] >= 0 {
            if keys[Int(slots[slot])] == key { return slots[slot] }
            slot = (slot + 1) & mask
        }
        let id = Int32(keys.count)
        keys.append(key)
        firstTrack.append(track)
        self.name.append(name)
        self.mbid.append(mbid)
        slots[slot] = id
        if keys.count * 2 > slots.count { rebuildSlots(count: slots.count * 2) }
        return id
    }

    private mutating func rebuildSlots(count: Int) {
        var grown = [Int32](repeating: -1, count: count)
        let mask = count - 1
        for (id, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.mixedHash) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(id)
        }
        slots = grown
    }
}
