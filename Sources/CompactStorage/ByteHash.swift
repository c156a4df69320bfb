/// A fast 64-bit hash of bytes, eight at a time, shared by the in-memory byte tables (the
/// catalog's texts, the importers' keys). Not for disk, where a process's layout must not
/// matter, and not for adversarial input, which here could only slow the user's own work down.
public enum ByteHash {
    @inlinable
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        hash = (hash ^ tailWord(of: bytes, from: offset)) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }

    /// The bytes from `offset` to the end (fewer than eight) as one little-endian word, the
    /// rest zeros.
    @inlinable
    public static func tailWord(of bytes: UnsafeRawBufferPointer, from offset: Int) -> UInt64 {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes[offset...] {
            word |= UInt64(byte) << shift
            shift += 8
        }
        return word
    }
}
