import CompactStorage

extension ContentHasher {
    /// The digest as 32 lowercase hex digits: how a manifest stores a fingerprint.
    public var hexDigest: String {
        let (high, low) = words
        return StableHasher.hex(high) + StableHasher.hex(low)
    }
}
