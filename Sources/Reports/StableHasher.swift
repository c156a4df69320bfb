import Foundation

/// A hash that is the same in every run and on every machine (unlike Swift's seeded `Hasher`),
/// for content fingerprints stored on disk.
///
/// Two independent 64-bit FNV-1a lanes make a 128-bit digest: plenty to notice changed content,
/// not meant to resist someone crafting collisions.
public struct StableHasher: Sendable {
    // Inlinable, with its state visible to other modules: fingerprinting a site hashes every
    // listen (tens of bytes each, millions of them), and a call per byte across modules cost
    // more than the hashing.
    @usableFromInline var low: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline var high: UInt64 = 0x6c62_272e_07bb_0142
    @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init() {}

    @inlinable
    public mutating func combine(byte: UInt8) {
        low = (low ^ UInt64(byte)) &* Self.prime
        high = (high ^ UInt64(byte ^ 0x5c)) &* Self.prime
    }

    @inlinable
    public mutating func combine(_ value: Int64) {
        var bits = UInt64(bitPattern: value)
        for _ in 0..<8 {
            combine(byte: UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    @inlinable
    public mutating func combine(_ value: Int) { combine(Int64(value)) }

    /// Combines the string's exact UTF-8 bytes, then its length, so "ab"+"c" differs from "a"+"bc".
    @inlinable
    public mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte: byte) }
        combine(text.utf8.count)
    }

    /// Combines every stored property of `value`, by name and printed value, except those named
    /// in `excluded`. A fingerprint taken this way follows its type: a setting added to it
    /// changes the fingerprints without being listed anywhere, and one that must not (it is
    /// fingerprinted another way, or changes no file) is excluded by name, with its reason.
    /// A calendar counts by what cuts days and weeks: its kind, zone and week rules.
    public mutating func combine(propertiesOf value: Any, excluding excluded: Set<String> = []) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, !excluded.contains(label) else { continue }
            combine(label)
            if let calendar = child.value as? Calendar {
                combine("\(calendar.identifier) \(calendar.timeZone.identifier) \(calendar.firstWeekday) \(calendar.minimumDaysInFirstWeek)")
            } else {
                combine(String(describing: child.value))
            }
        }
    }

    /// The names of `value`'s stored properties, to check an exclusion list against.
    public static func propertyNames(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    /// The digest as 32 lowercase hex digits.
    public var hexDigest: String {
        Self.hex(high) + Self.hex(low)
    }

    /// The two 64-bit lanes.
    public var words: (UInt64, UInt64) { (high, low) }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
