/// Text metrics without a font engine: DejaVu Sans-like advance widths per character class.
///
/// Deterministic on every machine, so recorded snapshots do not depend on installed fonts;
/// real surfaces measure with their own engine instead.
public final class EstimatedTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: Font) -> TextExtent {
        var units = 0.0
        for scalar in text.unicodeScalars {
            units += EstimatedTextMeasurer.advance(of: scalar)
        }
        let boldFactor = font.weight == .bold ? 1.08 : 1
        return TextExtent(width: units * font.size * boldFactor, ascent: font.size * 0.93, descent: font.size * 0.24)
    }

    private static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0  // combining, joiners, selectors
        case 0x20: return 0.32
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return 0.4
        case 0x30...0x39: return 0.64
        case 0x41...0x5A: return 0.7
        case 0x61...0x7A: return 0.6
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1
        case 0x1F000...0x1FAFF: return 1.2
        default: return 0.62
        }
    }
}
