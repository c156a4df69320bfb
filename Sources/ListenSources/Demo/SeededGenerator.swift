/// A small, fast, seedable random number generator (SplitMix64), so the demo history is the
/// same on every machine and every run; tests draw their seeded histories from it too.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `0 ..< 1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A random lowercase UUID string, for MBIDs and MSIDs.
    public mutating func uuid() -> String {
        let high = next()
        let low = next()
        let hex = String(format16: high) + String(format16: low)
        let characters = Array(hex)
        func part(_ range: Range<Int>) -> String { String(characters[range]) }
        // Version 4, variant 1, as MusicBrainz ids are.
        return "\(part(0..<8))-\(part(8..<12))-4\(part(13..<16))-a\(part(17..<20))-\(part(20..<32))"
    }

    /// The index picked with probability proportional to `weights[index]`.
    public mutating func pick(weights: [Double], total: Double) -> Int {
        var target = unit() * total
        for (index, weight) in weights.enumerated() {
            target -= weight
            if target < 0 { return index }
        }
        return weights.count - 1
    }
}

extension String {
    /// Sixteen lowercase hex digits.
    fileprivate init(format16 value: UInt64) {
        let digits = String(value, radix: 16)
        self = String(repeating: "0", count: 16 - digits.count) + digits
    }
}
