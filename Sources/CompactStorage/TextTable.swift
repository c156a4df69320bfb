/// Distinct strings numbered densely by their exact UTF-8 bytes, kept in one byte buffer.
///
/// A lifetime of listens names a few hundred thousand distinct strings, millions of times.
/// Interning them as bytes, straight from wherever they are read (SQLite hands out UTF-8),
/// costs one hash and one comparison each and allocates nothing per string; a `String` is
/// made only for the few that are shown. Equal bytes are one id, so NFC and NFD spellings of
/// a name stay apart, as ListenBrainz keeps them.
public struct TextTable: Sendable {
    /// Every string's bytes, one after another.
    @usableFromInline var storage: [UInt8] = []
    /// Where each string starts in `storage`; one more entry than there are strings.
    @usableFromInline var starts: [Int] = [0]
    /// Each string's hash, so that growing the slot table never rereads the bytes.
    @usableFromInline var hashes: [UInt64] = []
    /// Open addressing with linear probing: 0 for an empty slot, else a string's id + 1 in the
    /// high half and the top of its hash in the low half, so a probe rarely reads anything
    /// else. The count is a power of two at least twice the number of strings. Empty after
    /// unpacking until the first `intern` needs it.
    @usableFromInline var slots: [UInt64] = [UInt64](repeating: 0, count: 16)

    public init() {}

    /// How many distinct strings there are; ids run from 0 to `count - 1`.
    @inlinable
    public var count: Int { hashes.count }

    /// Room for about `count` strings of `bytes` bytes in all, so that a load of known size
    /// neither copies its buffers nor rebuilds its slots as it grows.
    public mutating func reserveCapacity(count: Int, bytes: Int) {
        storage.reserveCapacity(bytes)
        starts.reserveCapacity(count + 1)
        hashes.reserveCapacity(count)
        if count * 2 > slots.count { rebuildSlots(count: (count * 2).nextPowerOfTwo) }
    }

    /// Room for up to `count` strings of `bytes` bytes in all, for a table that will hold
    /// some of them: its buffers never copy themselves as they grow (room not used costs no
    /// memory), while its slots still grow with what it holds.
    public mutating func reserveStorage(count: Int, bytes: Int) {
        storage.reserveCapacity(bytes)
        starts.reserveCapacity(count + 1)
        hashes.reserveCapacity(count)
    }

    /// All strings' bytes together.
    public var byteCount: Int { storage.count }

    /// The id of the string with these UTF-8 bytes, numbering it when it is new.
    public mutating func intern(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        if slots.isEmpty { rebuildSlots(count: max(16, (count * 2).nextPowerOfTwo)) }
        let hash = ByteHash.of(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF == hash >> 32 {
                let id = Int32(truncatingIfNeeded: (entry >> 32) - 1)
                if equals(id, bytes) { return id }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(count)
        storage.append(contentsOf: bytes)
        starts.append(storage.count)
        hashes.append(hash)
        slots[slot] = HashSlots.entry(id: id, hash: hash)
        if count * 2 > slots.count { rebuildSlots(count: slots.count * 2) }
        return id
    }

    /// The id of `text` by its exact bytes (-1 for nil), numbering it when it is new.
    public mutating func intern(_ text: String?) -> Int32 {
        guard var text else { return -1 }
        return text.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
    }

    /// The string numbered `id` (nil for -1).
    public func string(_ id: Int32) -> String? {
        guard id >= 0 else { return nil }
        return withBytes(id) { String(decoding: $0, as: UTF8.self) }
    }

    /// How many UTF-8 bytes the string numbered `id` has.
    @inlinable
    public func byteCount(_ id: Int32) -> Int { starts[Int(id) + 1] - starts[Int(id)] }

    /// Calls `body` with the UTF-8 bytes of the string numbered `id`, valid only inside it.
    @inlinable
    public func withBytes<Result>(_ id: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let range = starts[Int(id)]..<starts[Int(id) + 1]
        return try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Whether the string numbered `lhs` sorts before the one numbered `rhs` by UTF-8 bytes,
    /// the order ListenBrainz (and SQLite's BINARY collation) uses.
    public func precedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
        guard lhs != rhs else { return false }
        return withBytes(lhs) { left in withBytes(rhs) { left.lexicographicallyPrecedes($0) } }
    }

    /// Whether the string numbered `id` has exactly these UTF-8 bytes.
    @inlinable
    public func equals(_ id: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        withBytes(id) { stored in
            guard stored.count == bytes.count else { return false }
            var offset = 0
            while offset + 8 <= bytes.count {
                if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset += 8
            }
            while offset < bytes.count {
                if stored[offset] != bytes[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    private mutating func rebuildSlots(count: Int) {
        slots = HashSlots.rebuilt(count: count, hashes: hashes)
    }
}

extension Int {
    /// The smallest power of two at least this large (1 for zero or less).
    public var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
