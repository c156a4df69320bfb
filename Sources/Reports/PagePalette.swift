import ChartKit

/// The page's colours, taken from the chart themes so a page and its charts show the same
/// numbers in the same colours, light and dark.
struct PagePalette: Sendable {
    /// One theme's colours as CSS hex strings, for the style partial's custom properties.
    struct Colors: Sendable {
        var page: String
        var card: String
        var text: String
        var muted: String
        var line: String
        var accent: String
        var bar: String
        var up: String
        var down: String
        /// Heatmap levels 0 (nothing) to 4 (most), the charts' sequential ramp.
        var levels: [Level]

        init(_ theme: Theme, page: Color) {
            self.page = page.hexString
            card = theme.background.hexString
            text = theme.text.hexString
            muted = theme.mutedText.hexString
            line = theme.grid.hexString
            accent = theme.accent.hexString
            bar = theme.accent.hexString
            up = theme.rise.hexString
            down = theme.fall.hexString
            levels = (0..<5).map { level in
                let fill = theme.ramp.color(at: Double(level) / 4)
                return Level(level: level, fill: fill.hexString, text: theme.text(on: fill).hexString)
            }
        }
    }

    /// One heatmap level's fill and the text colour readable on it.
    struct Level: Sendable {
        var level: Int
        var fill: String
        var text: String
    }

    var light: Colors
    var dark: Colors

    /// Cards take the charts' background, so an embedded chart has no panel of its own; the
    /// page behind them is the light theme's surface, or a shade below the dark background.
    static let standard = PagePalette(
        light: Colors(.light, page: Theme.light.surface),
        dark: Colors(.dark, page: Theme.dark.background.mixed(with: Color(hex: 0x000000), fraction: 0.35)))
}

extension PagePalette: MustacheFields {
    static let fields: [String: @Sendable (PagePalette) -> Any] = ["light": { $0.light }, "dark": { $0.dark }]
}

extension PagePalette.Colors: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "page": { $0.page }, "card": { $0.card }, "text": { $0.text }, "muted": { $0.muted }, "line": { $0.line },
        "accent": { $0.accent }, "bar": { $0.bar }, "up": { $0.up }, "down": { $0.down }, "levels": { $0.levels },
    ]
}

extension PagePalette.Level: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "level": { $0.level }, "fill": { $0.fill }, "text": { $0.text },
    ]
}
