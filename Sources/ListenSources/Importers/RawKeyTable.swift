import CompactStorage
import Foundation
import Synchronization

/// Numbers distinct byte strings, finding one seen before without allocating and without a
/// lock: several threads look keys up while one at a time (the caller's lock) adds them.
///
/// The ListenBrainz readers key tracks by the raw bytes of their metadata and ask this table
/// for every line. A dictionary keyed by `[UInt8]` would allocate and SipHash every line; this
/// open-addressing table does neither. Each key is a record in an arena of a few megabytes that
/// never moves, its hash, value and length right before its bytes, so a lookup touches a slot
/// and then one record (the bytes follow the header in the same cache lines); a heavy
/// listener's keys come to about a hundred megabytes, and that record is usually a miss.
///
/// Lookups take no lock. They used to probe under the readers' shared lock: both readers take
/// it for every line, and when one thread was off its core holding it the other slept on it,
/// and the wake-ups and lock traffic were about 0.18 s of CPU of a heavy import. Now a record is
/// written whole before a slot naming it is stored (a releasing store, read by acquiring
/// loads), and a record never changes after. Growing builds a new slot array and publishes it
/// the same way; a reader still probing the old one may miss a key added meanwhile, which is
/// what it would have seen a moment earlier: the caller adds under its lock, where the table
/// is looked at again (`add` never adds a key twice when asked under one lock). Old slot
/// arrays are freed with the table.
final class RawKeyTable: @unchecked Sendable {
    private static let arenaSize = 4 << 20
    /// Arenas are numbered in 21 bits of a slot: 2^21 arenas of 4 MB is 8 TB of keys.
    private static let maximumArenas = 1 << 21
    /// A record: the key's hash, its value, its length, then its bytes, padded to 8 bytes.
    private static let headerSize = 16

    /// The arenas by number, written before any slot naming them is published. Room for
    /// every possible arena is reserved up front (16 MB of address space, touched as used), so
    /// the array never moves under a reader.
    private let arenas: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    // `arenaCount`, `arenaUsed`, `locations`, `hashes`, `current` and `retired` are used only
    // by the adding thread (under the caller's lock).
    private var arenaCount = 0
    /// Bytes used of the last arena; records start at 8, so no slot is 0.
    private var arenaUsed = 0
    /// Every key's slot word without its tag, and its hash: what growing the slots rereads.
    private var locations: [UInt64] = []
    private var hashes: [UInt64] = []
    /// The published slot array (its address and count, see `publish`), read by lookups. Kept
    /// apart from the table object, so that a `View` reads it without holding the object.
    private let published: UnsafeMutablePointer<Atomic<Int>>
    private var current: SlotArray
    private var retired: [SlotArray] = []

    /// Open addressing with linear probing: 0 for an empty slot, else the top 24 bits of the
    /// key's hash, its arena (21 bits) and its record's offset in eights (19 bits). The count
    /// is a power of two at least twice the number of keys.
    private struct SlotArray {
        let base: UnsafeMutablePointer<Atomic<UInt64>>
        let count: Int

        init(count: Int) {
            // 64-byte aligned, so that `publish` can keep the count in the address's low bits.
            base = UnsafeMutableRawPointer.allocate(byteCount: 8 * count, alignment: 64)
                .bindMemory(to: Atomic<UInt64>.self, capacity: count)
            for index in 0..<count { (base + index).initialize(to: Atomic(0)) }
            self.count = count
        }

        init(address: Int, count: Int) {
            base = UnsafeMutablePointer(bitPattern: address)!
            self.count = count
        }

        func free() {
            base.deinitialize(count: count)
            UnsafeMutableRawPointer(base).deallocate()
        }
    }

    /// A table whose slots start with room for `expectedCount` keys: each growth keeps the
    /// array before it until the table is freed (a reader may be probing it), so a table that
    /// starts at its final size holds no retired arrays (4 MB for a heavy listener).
    init(expectedCount: Int = 0) {
        arenas = .allocate(capacity: Self.maximumArenas)
        published = .allocate(capacity: 1)
        published.initialize(to: Atomic(0))
        current = SlotArray(count: max(1024, (2 * min(expectedCount, 1 << 24) + 1).nextPowerOfTwo))
        publish(current)
    }

    deinit {
        for arena in 0..<arenaCount { arenas[arena]?.deallocate() }
        arenas.deallocate()
        published.deinitialize(count: 1)
        published.deallocate()
        current.free()
        for array in retired { array.free() }
    }

    var count: Int { hashes.count }

    /// The published array's address and count in one word: the address is 64-byte aligned
    /// (so its low 6 bits are free) and the count a power of two (its log fits in 6 bits).
    private func publish(_ array: SlotArray) {
        let address = Int(bitPattern: UnsafeRawPointer(array.base))
        published.pointee.store(address | array.count.trailingZeroBitCount, ordering: .releasing)
    }

    /// What lookups read, without the table object: both readers look a key up for every
    /// line, and each call through the shared object retained and released it, the two cores
    /// taking its reference count's cache line from each other (about 0.05 s of a heavy
    /// import). A view is valid while the table is.
    struct View: @unchecked Sendable {
        fileprivate let published: UnsafeMutablePointer<Atomic<Int>>
        fileprivate let arenas: UnsafeMutablePointer<UnsafeMutableRawPointer?>

        private func publishedArray() -> SlotArray {
            let word = published.pointee.load(ordering: .acquiring)
            return SlotArray(address: word & ~63, count: 1 << (word & 63))
        }

        /// The value `key` (whose hash (`ImportKeyHash`) is `hash`) was added with, if it was added; from
        /// any thread, at any time.
        func value(of key: UnsafeRawBufferPointer, hash: UInt64) -> Int32? {
            let slots = publishedArray()
            let mask = slots.count - 1
            let tag = hash >> 40
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let stored = slots.base[slot].load(ordering: .acquiring)
                if stored == 0 { return nil }
                if stored >> 40 == tag {
                    let record = self.record(stored)
                    if record.load(as: UInt64.self) == hash, RawKeyTable.matches(key, record: record) {
                        return record.load(fromByteOffset: 8, as: Int32.self)
                    }
                }
                slot = (slot + 1) & mask
            }
        }

        /// Starts loading the slot a lookup of a key whose hash is `hash` reads first. A hint:
        /// it changes nothing, and a slot array replaced meanwhile only makes it useless.
        func prefetchSlot(hash: UInt64) {
            let slots = publishedArray()
            CachePrefetch.read(slots.base + (Int(truncatingIfNeeded: hash) & (slots.count - 1)))
        }

        /// Reads that slot (loaded by `prefetchSlot` a while before) and, when it names a key
        /// with the same top of hash, starts loading the key's record, which the lookup
        /// compares: its first 768 bytes, as a track key of a ListenBrainz export is 500–700
        /// bytes (its length is in the record, not known before it is loaded; a longer key
        /// streams on from there).
        func prefetchRecord(hash: UInt64) {
            let slots = publishedArray()
            let stored = slots.base[Int(truncatingIfNeeded: hash) & (slots.count - 1)].load(ordering: .acquiring)
            guard stored != 0, stored >> 40 == hash >> 40 else { return }
            let record = self.record(stored)
            for line in 0..<12 { CachePrefetch.read(record + 64 * line) }
        }

        private func record(_ slotWord: UInt64) -> UnsafeRawPointer {
            let arena = Int(slotWord >> 19 & UInt64(RawKeyTable.maximumArenas - 1))
            // Only slots that name a written record are read, so the arena is there.
            return UnsafeRawPointer(arenas[arena].unsafelyUnwrapped) + Int(slotWord & 0x7FFFF) << 3
        }
    }

    /// The table's lookups, valid while the table is.
    var view: View { View(published: published, arenas: arenas) }

    /// The value `key` (whose hash (`ImportKeyHash`) is `hash`) was added with, if it was added.
    func value(of key: UnsafeRawBufferPointer, hash: UInt64) -> Int32? {
        view.value(of: key, hash: hash)
    }

    /// Whether `key` is the key of `record`.
    fileprivate static func matches(_ key: UnsafeRawBufferPointer, record: UnsafeRawPointer) -> Bool {
        guard Int(record.load(fromByteOffset: 12, as: Int32.self)) == key.count else { return false }
        guard let base = key.baseAddress, !key.isEmpty else { return true }
        return memcmp(record + headerSize, base, key.count) == 0
    }

    /// Adds `key` (not added before), whose hash (`ImportKeyHash`) is `hash`, with `value`. One thread at a
    /// time: the caller holds its lock.
    func add(_ key: UnsafeRawBufferPointer, hash: UInt64, value: Int32) {
        let size = (Self.headerSize + key.count + 7) & ~7
        if arenaCount == 0 || arenaUsed + size > Self.arenaSize {
            // A key too long for an arena (a line may be 16 MiB) gets one of its own.
            precondition(arenaCount < Self.maximumArenas, "more than 8 TB of import keys")
            arenas[arenaCount] = .allocate(byteCount: max(Self.arenaSize, 8 + size), alignment: 16)
            arenaCount += 1
            arenaUsed = 8
        }
        let arena = arenaCount - 1
        let record = arenas[arena].unsafelyUnwrapped + arenaUsed
        record.storeBytes(of: hash, as: UInt64.self)
        record.storeBytes(of: value, toByteOffset: 8, as: Int32.self)
        record.storeBytes(of: Int32(key.count), toByteOffset: 12, as: Int32.self)
        if let source = key.baseAddress, !key.isEmpty {
            (record + Self.headerSize).copyMemory(from: source, byteCount: key.count)
        }
        let location = UInt64(arena) << 19 | UInt64(arenaUsed >> 3)
        arenaUsed += size
        locations.append(location)
        hashes.append(hash)
        if count * 2 > current.count {
            grow()
        } else {
            Self.place(location, hash: hash, in: current)
        }
    }

    private static func place(_ location: UInt64, hash: UInt64, in slots: SlotArray) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots.base[slot].load(ordering: .relaxed) != 0 { slot = (slot + 1) & mask }
        slots.base[slot].store((hash >> 40) << 40 | location, ordering: .releasing)
    }

    /// A new slot array twice the size, filled before it is published; the old one stays
    /// readable until the table is freed.
    private func grow() {
        let grown = SlotArray(count: current.count * 2)
        for (location, hash) in zip(locations, hashes) { Self.place(location, hash: hash, in: grown) }
        publish(grown)
        retired.append(current)
        current = grown
    }
}
