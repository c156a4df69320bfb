import ListenModel

/// The key that makes two listens "the same listen": same user, same second, and the same
/// submitted artist and title compared without case.
///
/// It is a 64-bit FNV-1a hash so the listens table holds integers only. FNV is written out
/// here because Swift's `Hasher` is seeded per process and would not be stable on disk.
enum ListenIdentity {
    static func hash(artistName: String, trackName: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            // ASCII lower-cases byte by byte, as `lowercased()` would, without making a String:
            // this runs for every new track of an import.
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                for byte in text.utf8 {
                    hash ^= UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                    hash = hash &* 0x0000_0100_0000_01b3
                }
                return
            }
            for byte in text.lowercased().utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        mix(artistName)
        hash ^= 0x1f
        hash = hash &* 0x0000_0100_0000_01b3
        mix(trackName)
        return Int64(bitPattern: hash)
    }

    static func hash(of track: Track) -> Int64 {
        hash(artistName: track.artistName, trackName: track.trackName)
    }
}
