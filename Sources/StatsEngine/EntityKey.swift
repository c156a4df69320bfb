/// The grouping key of an artist, release, release group or recording: lower-cased text ids
/// (see `LoweredTexts`) where ListenBrainz groups without case, exact text ids for MBIDs,
/// -1 for none.
struct EntityKey: Hashable, Sendable {
    var name: Int32
    var mbid: Int32
    var credit: Int32 = -1
    var release: Int32 = -1
    var releaseMBID: Int32 = -1
}

extension EntityKey {
    /// A well-mixed 64-bit hash of the fields (multiply-xorshift rounds), for `EntityTable`.
    var mixedHash: UInt64 {
        func bits(_ value: Int32) -> UInt64 { UInt64(UInt32(bitPattern: value)) }
        var hash = (bits(name) | bits(mbid) << 32) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ (hash >> 29) ^ (bits(credit) | bits(release) << 32)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 32) ^ bits(releaseMBID)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }
}
