extension Double {
    /// The number with at most two decimals and no trailing zeros ("12", "12.5", "-0.25"),
    /// spelled the same on every machine, for SVG coordinates and snapshots.
    public var compactDecimal: String {
        let hundredths = Int((self * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}
