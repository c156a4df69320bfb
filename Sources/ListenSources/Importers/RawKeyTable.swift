import Foundation
import ListenModel

/// Numbers distinct byte strings, finding one seen before without allocating.
///
/// The ListenBrainz reader keys tracks by the raw bytes of their metadata; a dictionary keyed
/// by `[UInt8]` would allocate and SipHash every line, this open-addressing table does neither.
/// A heavy listener's keys come to about a hundred megabytes, so they sit in arenas of a few
/// megabytes that are never moved: one growing buffer would be copied, and briefly held twice,
/// each time it doubled (that copying and its fresh pages were a tenth of an import's time).
struct RawKeyTable {
    private static let arenaSize = 4 << 20
    private var arenas: [UnsafeMutableRawPointer] = []
    /// Bytes used of the last arena.
    private var arenaUsed = 0
    /// Where each key is (its arena, its start in it and its length) and the value it was
    /// added with, side by side: a lookup of a line's key reads one entry, one cache line,
    /// where four arrays cost four misses on a table of a couple of hundred thousand keys.
    private var entries: [Entry] = []
    private var hashes: [UInt64] = []

    private struct Entry {
        var arena: Int32
        var start: Int32
        var length: Int32
        var value: Int32
    }
    /// Open addressing with linear probing: 0 for an empty slot, else the entry + 1 in the
    /// high half and the top of its hash in the low half, so a probe rarely reads anything
    /// else. The count is a power of two at least twice the number of keys.
    private var slots = [UInt64](repeating: 0, count: 1024)

    var count: Int { entries.count }

    /// The value key `entry` was added with.
    func value(_ entry: Int) -> Int32 { entries[entry].value }

    /// Frees the arenas; the table must not be used afterwards.
    mutating func release() {
        for arena in arenas { arena.deallocate() }
        arenas = []
    }

    /// The entry of `key`, whose `ByteHash` is `hash`, if it was added.
    func entry(of key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            if stored & 0xFFFF_FFFF == hash >> 32 {
                let entry = Int(stored >> 32) - 1
                if equals(entry, key) { return entry }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first key whose slot carries the top of `hash`, its value, and where its bytes are
    /// stored; nil when no key has that. The bytes stay where they are (arenas never
    /// move) until `release()`, so a caller may compare them after letting others add keys.
    func firstCandidate(hash: UInt64) -> (entry: Int, value: Int32, stored: UnsafeRawBufferPointer)? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            if stored & 0xFFFF_FFFF == hash >> 32 {
                let entry = Int(stored >> 32) - 1
                return (entry, entries[entry].value, storedBytes(entry))
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `key` is the key stored as `stored`.
    static func matches(_ key: UnsafeRawBufferPointer, stored: UnsafeRawBufferPointer) -> Bool {
        guard stored.count == key.count else { return false }
        guard !key.isEmpty, let keyBase = key.baseAddress, let storedBase = stored.baseAddress else { return true }
        return memcmp(storedBase, keyBase, key.count) == 0
    }

    private func storedBytes(_ entry: Int) -> UnsafeRawBufferPointer {
        let location = entries[entry]
        return UnsafeRawBufferPointer(start: arenas[Int(location.arena)] + Int(location.start), count: Int(location.length))
    }

    /// Adds `key` (not added before), whose `ByteHash` is `hash`, with `value`, and returns its
    /// entry, the next number.
    mutating func add(_ key: UnsafeRawBufferPointer, hash: UInt64, value: Int32) -> Int {
        let entry = count
        if arenas.isEmpty || arenaUsed + key.count > Self.arenaSize {
            arenas.append(UnsafeMutableRawPointer.allocate(byteCount: max(Self.arenaSize, key.count), alignment: 16))
            arenaUsed = 0
        }
        if let source = key.baseAddress, !key.isEmpty {
            (arenas[arenas.count - 1] + arenaUsed).copyMemory(from: source, byteCount: key.count)
        }
        entries.append(Entry(arena: Int32(arenas.count - 1), start: Int32(arenaUsed), length: Int32(key.count), value: value))
        hashes.append(hash)
        arenaUsed += key.count
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Self.slotEntry(entry, hash: hash)
        if count * 2 > slots.count { grow() }
        return entry
    }

    private func equals(_ entry: Int, _ key: UnsafeRawBufferPointer) -> Bool {
        Self.matches(key, stored: storedBytes(entry))
    }

    private mutating func grow() {
        var grown = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Self.slotEntry(entry, hash: hash)
        }
        slots = grown
    }

    private static func slotEntry(_ entry: Int, hash: UInt64) -> UInt64 {
        UInt64(entry + 1) << 32 | hash >> 32
    }
}
