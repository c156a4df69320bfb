/// How a chart looks: light or dark colours, with a colour-blind-safe categorical palette
/// (Okabe–Ito) and a sequential ramp for heatmaps, and how large its text is drawn.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var background: Color
    /// Cards and tiles drawn on the background.
    public var surface: Color
    public var text: Color
    public var mutedText: Color
    public var grid: Color
    /// The current period's marks.
    public var accent: Color
    /// The previous period's marks, drawn behind the current ones.
    public var ghost: Color
    public var rise: Color
    public var fall: Color
    /// Categorical colours, distinguishable with the common colour-vision deficiencies.
    public var palette: [Color]
    /// Sequential ramp from "nothing" to "most", for heatmaps.
    public var ramp: ColorRamp
    /// How much larger than its design for the chart's width the text, gaps and strokes are
    /// drawn: 1 for a chart that is a picture of its own (a social card, a PNG).
    public var typeScale: Double = 1
    /// Whether the chart draws its title and subtitle above it: on a page, the section's
    /// heading and sentence say them instead.
    public var drawsHeader = true

    public static let light = Theme(
        name: "light",
        background: Color(hex: 0xFFFFFF),
        surface: Color(hex: 0xF3F5F8),
        text: Color(hex: 0x1B1F24),
        mutedText: Color(hex: 0x5B6470),
        grid: Color(hex: 0xE1E5EA),
        accent: Color(hex: 0x0072B2),
        ghost: Color(hex: 0xC3CAD3),
        rise: Color(hex: 0x007A5A),
        // 4.5:1 on the page behind the cards (WCAG AA for text): "−29%" is text.
        fall: Color(hex: 0xB84A00),
        palette: [0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0x56B4E9, 0xD55E00, 0xF0E442, 0x6B7480].map { Color(hex: $0) },
        ramp: ColorRamp([0xEBEEF2, 0xC6DBEF, 0x6BAED6, 0x2171B5, 0x08306B].map { Color(hex: $0) }))

    public static let dark = Theme(
        name: "dark",
        background: Color(hex: 0x12161C),
        surface: Color(hex: 0x1C222B),
        text: Color(hex: 0xECEFF3),
        mutedText: Color(hex: 0x9AA4B1),
        grid: Color(hex: 0x2A323D),
        accent: Color(hex: 0x56B4E9),
        ghost: Color(hex: 0x3A4452),
        rise: Color(hex: 0x3CC59A),
        fall: Color(hex: 0xF08A4B),
        palette: [0x56B4E9, 0xE69F00, 0x009E73, 0xCC79A7, 0x0072B2, 0xD55E00, 0xF0E442, 0xA0A8B4].map { Color(hex: $0) },
        // The middle stop is dark enough for light text at 4.5:1 (a count drawn on it).
        ramp: ColorRamp([0x222A35, 0x1F4E79, 0x2870A6, 0x56B4E9, 0xC4E8FF].map { Color(hex: $0) }))

    /// The theme of a chart drawn at `pageWidth` points instead of its designed `width`, for a
    /// page column: the design's text and gaps at their designed size (so a 1200-point card's
    /// 14-point ticks stay 14 points on an 880-point canvas), with no header, since the page's
    /// heading and sentence say it.
    public func onPage(designedWidth width: Double, pageWidth: Double) -> Theme {
        var theme = self
        theme.typeScale = width / pageWidth
        theme.drawsHeader = false
        return theme
    }

    /// The theme called `name` ("light" or "dark").
    public static func named(_ name: String) -> Theme? {
        switch name {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    /// Text colour readable on top of `fill`: of a near-black and a near-white, the one with
    /// the higher contrast ratio.
    public func text(on fill: Color) -> Color {
        let dark = Color(hex: 0x1B1F24)
        let light = Color(hex: 0xF5F7FA)
        return fill.contrastRatio(with: dark) >= fill.contrastRatio(with: light) ? dark : light
    }

    public func paletteColor(_ index: Int) -> Color {
        palette[index % palette.count]
    }
}
