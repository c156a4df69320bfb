/// The slots of an open-addressing table with linear probing, as `TextTable` and the engine's
/// entity tables keep them: 0 for an empty slot, else an entry's id + 1 in the high half and
/// the top of its hash in the low half, so a probe past another entry rarely reads anything
/// else. The count is a power of two.
public enum HashSlots {
    /// The slot value of entry `id` with `hash`.
    @inlinable
    public static func entry(id: Int32, hash: UInt64) -> UInt64 {
        (UInt64(id) + 1) << 32 | hash >> 32
    }

    /// `count` slots (a power of two) holding entries 0, 1, … with `hashes`, in that order.
    @inlinable
    public static func rebuilt(count: Int, hashes: some Sequence<UInt64>) -> [UInt64] {
        var slots = [UInt64](repeating: 0, count: count)
        let mask = count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry(id: Int32(id), hash: hash)
        }
        return slots
    }
}
