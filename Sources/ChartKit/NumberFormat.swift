/// Number spellings for charts, the same on every machine (no locale lookups).
public enum NumberFormat {
    /// "12,345".
    public static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }

    /// "950", "1.2k", "12k", "3.4M": short labels for axes and tight spaces.
    public static func compact(_ value: Double) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        func scaled(_ divisor: Double, _ suffix: String) -> String {
            let v = magnitude / divisor
            let text = v < 10 ? (v * 10).rounded() / 10 : v.rounded()
            return sign + text.compactDecimal + suffix
        }
        if magnitude >= 999_500 { return scaled(1_000_000, "M") }
        if magnitude >= 1000 { return scaled(1000, "k") }
        return sign + (magnitude < 10 ? ((magnitude * 10).rounded() / 10) : magnitude.rounded()).compactDecimal
    }

    /// "+12%", "−8%", "±0%": change from `previous` to `current`; nil without a base.
    public static func percentChange(from previous: Int, to current: Int) -> String? {
        guard previous > 0 else { return nil }
        return percent(change: Double(current - previous) / Double(previous) * 100)
    }

    /// "+12%", "−3%", "±0%": a change in percent, rounded to a whole one.
    public static func percent(change percent: Double) -> String {
        // Clamped so that no value, not even an infinite one, can trap the conversion.
        let change = percent.isFinite ? Int(min(max(percent, -1e12), 1e12).rounded()) : 0
        if change > 0 { return "+\(change)%" }
        if change < 0 { return "\u{2212}\(-change)%" }
        return "\u{00B1}0%"
    }

    /// "412 h", "35 min", "2,130 h": a listening duration given in milliseconds.
    public static func duration(milliseconds: Int64) -> String {
        let minutes = Int(milliseconds / 60_000)
        if minutes < 120 { return "\(minutes) min" }
        return grouped(minutes / 60) + " h"
    }
}
