extension Double {
    /// The number with at most two decimals and no trailing zeros ("12", "12.5", "-0.25"),
    /// spelled the same on every machine, for SVG coordinates and snapshots.
    public var compactDecimal: String {
        var text = ""
        text.appendCompactDecimal(self)
        return text
    }
}

extension String {
    /// Appends `value` spelled as `Double.compactDecimal`, without building temporary strings
    /// (SVG paths append thousands of numbers).
    public mutating func appendCompactDecimal(_ value: Double) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { append("-") }
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        append(String(magnitude / 100))
        if fraction == 0 { return }
        append(".")
        if fraction % 10 == 0 {
            append(Character(Unicode.Scalar(UInt8(48 + fraction / 10))))
        } else {
            append(Character(Unicode.Scalar(UInt8(48 + fraction / 10))))
            append(Character(Unicode.Scalar(UInt8(48 + fraction % 10))))
        }
    }
}
