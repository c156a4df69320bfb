import ListenModel

/// The `tracks.key_hash` of a track key: 64-bit FNV-1a over the key's UTF-8 bytes
/// (`EncodedTrack.keyHash(of:)`, which importers compute where they decode tracks).
///
/// It is stored on disk and indexed, so it must give the same number in every process and on
/// every build. Two keys may share a hash; whoever looks a track up by hash compares the keys too.
enum TrackKeyHash {
    static func of(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        EncodedTrack.keyHash(of: bytes)
    }

    static func of(_ key: String) -> Int64 {
        var key = key
        return key.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }
}
