import Foundation
import ListenModel

/// Numbers distinct byte strings, finding one seen before without allocating.
///
/// The ListenBrainz reader keys tracks by the raw bytes of their metadata; a dictionary keyed
/// by `[UInt8]` would allocate and SipHash every line, this open-addressing table does neither.
struct RawKeyTable {
    private var arena: [UInt8] = []
    private var offsets: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Entry index + 1 per slot; 0 is empty. The capacity is a power of two.
    private var slots = [Int32](repeating: 0, count: 1024)

    var count: Int { hashes.count }

    /// The number of `key`, assigning the next one when it is new; `isNew` says which.
    mutating func number(of key: UnsafeRawBufferPointer) -> (number: Int, isNew: Bool) {
        let hash = ByteHash.of(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot] - 1)
            if hashes[entry] == hash, equals(entry, key) { return (entry, false) }
            slot = (slot + 1) & mask
        }
        let entry = hashes.count
        hashes.append(hash)
        arena.append(contentsOf: key)
        offsets.append(arena.count)
        slots[slot] = Int32(entry + 1)
        if hashes.count * 2 > slots.count { grow() }
        return (entry, true)
    }

    private func equals(_ entry: Int, _ key: UnsafeRawBufferPointer) -> Bool {
        let start = offsets[entry]
        let length = offsets[entry + 1] - start
        guard length == key.count else { return false }
        return arena.withUnsafeBytes { stored in
            guard let storedBase = stored.baseAddress, let keyBase = key.baseAddress else { return length == 0 }
            return memcmp(storedBase + start, keyBase, length) == 0
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }
    }
}
