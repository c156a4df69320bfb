/// A 128-bit content fingerprint that is the same in every run and on every machine, fed eight
/// bytes at a time.
///
/// `StableHasher` takes a byte per step, and its digests name things that must never move (an
/// entity page's slug is part of its URL). A fingerprint only has to notice that content
/// changed, and a site fingerprints a lot of it on every build: every listen of the history
/// (four words each) and every entity page's numbers. Byte by byte that was a tenth of a new
/// week's `site` on a heavy history (0.4 s of CPU for 1,000,000 listens); a word per step is
/// an eighth of the steps. Each step (xor, multiply by an odd constant, xor-shift) is a
/// bijection of the lane, so two inputs that differ in one word never meet in that step; two
/// lanes with other constants make the digest 128 bits. Not meant to resist crafted collisions.
public struct ContentHasher: Sendable {
    // Inlinable with its state visible: callers in other modules hash millions of words.
    @usableFromInline var low: UInt64 = 0x9e37_79b9_7f4a_7c15
    @usableFromInline var high: UInt64 = 0xc2b2_ae3d_27d4_eb4f

    public init() {}

    @inlinable
    public mutating func combine(word: UInt64) {
        low = (low ^ word) &* 0xff51_afd7_ed55_8ccd
        low ^= low >> 29
        high = (high ^ word) &* 0xc4ce_b9fe_1a85_ec53
        high ^= high >> 31
    }

    @inlinable
    public mutating func combine(_ value: Int64) { combine(word: UInt64(bitPattern: value)) }

    @inlinable
    public mutating func combine(_ value: Int) { combine(word: UInt64(bitPattern: Int64(value))) }

    /// Combines the string's exact UTF-8 bytes as `combine(bytes:)` does.
    @inlinable
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Combines `bytes` eight to a word (the last word padded with zeros), then their count, so
    /// "ab"+"c" differs from "a"+"bc" and "a" from "a\0".
    @inlinable
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        if let base = bytes.baseAddress {
            while offset + 8 <= bytes.count {
                combine(word: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
        }
        if offset < bytes.count { combine(word: ByteHash.tailWord(of: bytes, from: offset)) }
        combine(bytes.count)
    }

    /// The two 64-bit lanes.
    public var words: (UInt64, UInt64) { (high, low) }
}
