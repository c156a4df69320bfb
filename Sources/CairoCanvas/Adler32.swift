import CCairo

/// Adler-32, the zlib stream's checksum, over bytes added in order; runs of zeros are added
/// without reading them (a zero leaves the first sum as it is and adds it to the second once
/// per byte).
struct Adler32 {
    private static let modulus: UInt64 = 65_521
    private var a: UInt64 = 1
    private var b: UInt64 = 0

    var value: UInt32 { UInt32(b << 16 | a) }

    mutating func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
        let combined = adler32(uLong(value), bytes, uInt(count))
        a = UInt64(combined & 0xFFFF)
        b = UInt64((combined >> 16) & 0xFFFF)
    }

    mutating func addZeros(_ count: Int) {
        b = (b + UInt64(count) % Self.modulus * a) % Self.modulus
    }
}
