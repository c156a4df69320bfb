/// The hash the readers' key table files a line's key under: four independent lanes of 8
/// bytes, then mixed.
///
/// `ByteHash` runs one multiply chain over the bytes, each step waiting for the one before:
/// over a heavy listener's 500–700-byte track keys that chain was most of the readers' own
/// lookup work (about 0.1 s of CPU of a million lines). Four lanes take a quarter of the
/// chain. In memory only, for one import (not stored, not compared across processes); the
/// table compares keys byte for byte, so the hash decides only where a key is looked for.
enum ImportKeyHash {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5
        )
        var offset = 0
        while offset + 32 <= bytes.count {
            lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* multiplier
            lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* multiplier
            lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* multiplier
            lanes.0 ^= lanes.0 >> 32
            lanes.1 ^= lanes.1 >> 32
            lanes.2 ^= lanes.2 >> 32
            lanes.3 ^= lanes.3 >> 32
            offset += 32
        }
        while offset + 8 <= bytes.count {
            lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            lanes.0 ^= lanes.0 >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        var hash = (lanes.0 ^ tail) &* multiplier
        // The length goes in after a multiply: xored in with the bytes, a key one zero byte
        // longer hashed as one whose first byte differed in the same bit.
        hash = (hash ^ (hash >> 32) ^ UInt64(bytes.count).rotated(40)) &* 0xC4CE_B9FE_1A85_EC53
        hash = (hash ^ lanes.1.rotated(16)) &* multiplier
        hash = (hash ^ lanes.2.rotated(32)) &* 0xC4CE_B9FE_1A85_EC53
        hash = (hash ^ lanes.3.rotated(48)) &* multiplier
        return hash ^ (hash >> 29)
    }
}

extension UInt64 {
    fileprivate func rotated(_ count: UInt64) -> UInt64 {
        self << count | self >> (64 - count)
    }
}
