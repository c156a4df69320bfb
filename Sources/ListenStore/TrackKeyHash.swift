/// The `tracks.key_hash` of a track key: 64-bit FNV-1a over the key's UTF-8 bytes.
///
/// It is stored on disk and indexed, so it must give the same number in every process and on
/// every build: FNV is written out here because Swift's `Hasher` is seeded per process and
/// `ByteHash` is free to change with the in-memory tables it serves. Two keys may share a hash;
/// whoever looks a track up by hash compares the keys too.
enum TrackKeyHash {
    static func of(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    static func of(_ key: String) -> Int64 {
        var key = key
        return key.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }
}
