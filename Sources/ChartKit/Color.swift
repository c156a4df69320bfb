import Foundation

/// A colour with straight (not premultiplied) alpha, each component 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour `fraction` of the way from this one to `other`, mixed in linear light so
    /// ramps do not dip into muddy midtones.
    public func mixed(with other: Color, fraction: Double) -> Color {
        let t = min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        func mix(_ a: Double, _ b: Double) -> Double {
            let linear = Color.toLinear(a) * (1 - t) + Color.toLinear(b) * t
            return Color.fromLinear(linear)
        }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: alpha * (1 - t) + other.alpha * t)
    }

    /// Relative luminance (WCAG), to pick readable text over a fill.
    public var luminance: Double {
        0.2126 * Color.toLinear(red) + 0.7152 * Color.toLinear(green) + 0.0722 * Color.toLinear(blue)
    }

    /// WCAG's contrast ratio with `other`, 1 to 21: AA asks 4.5 for text, 3 for graphics.
    public func contrastRatio(with other: Color) -> Double {
        let (lighter, darker) = luminance >= other.luminance ? (luminance, other.luminance) : (other.luminance, luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// `#rrggbb`, for SVG.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16)
            return clamped < 16 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    private static func toLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func fromLinear(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
