import ChartKit

/// Made-up album artwork for the demo, so `listenstats demo` shows covers with no network:
/// a colour field, a few circles and bands placed by a hash of the release, and its title.
/// The same release always gives the same picture (and, through libjpeg, the same bytes).
public struct GeneratedCoverArt: Chart {
    public var release: String
    public var artist: String
    public var theme: Theme

    /// The picture's size: the Cover Art Archive thumbnails it stands in for are 250 px.
    public static let size = ChartSize(width: 250, height: 250)

    public init(release: String, artist: String, theme: Theme = .light) {
        self.release = release
        self.artist = artist
        self.theme = theme
    }

    public var title: String { "\(release) by \(artist)" }
    public var summary: String { "Generated cover art for \(release) by \(artist)." }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        var seed = UInt64(AlbumArtGrid.stableHash(release + "\u{1F}" + artist))
        func next(_ bound: Int) -> Int {
            // SplitMix64: small, fast and the same everywhere.
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
        let palette = Theme.dark.palette + Theme.light.palette
        let base = palette[next(palette.count)]
        let ink = palette[next(palette.count)]
        scene.fill(frame, base.mixed(with: Color(red: 0.1, green: 0.1, blue: 0.12), fraction: 0.35))
        let style = next(3)
        for index in 0..<(3 + next(4)) {
            let colour = palette[next(palette.count)].withAlpha(0.55 + Double(next(40)) / 100)
            switch style {
            case 0:
                let radius = frame.width * Double(20 + next(45)) / 100
                let centre = Point(x: frame.minX + frame.width * Double(next(100)) / 100, y: frame.minY + frame.height * Double(next(100)) / 100)
                scene.fill(Path(circleAt: centre, radius: radius), colour)
            case 1:
                let y = frame.minY + frame.height * Double(index * 18 + next(12)) / 100
                scene.fill(Rect(x: frame.minX, y: y, width: frame.width, height: frame.height * Double(4 + next(12)) / 100), colour)
            default:
                let side = frame.width * Double(25 + next(40)) / 100
                let x = frame.minX + frame.width * Double(next(80)) / 100
                let y = frame.minY + frame.height * Double(next(80)) / 100
                scene.fill(Path(roundedRect: Rect(x: x, y: y, width: side, height: side), radius: side * 0.08), colour)
            }
        }
        let band = Rect(x: frame.minX, y: frame.maxY - frame.height * 0.3, width: frame.width, height: frame.height * 0.3)
        scene.fill(band, Color(red: 0.06, green: 0.06, blue: 0.08).withAlpha(0.72))
        let pad = frame.width * 0.06
        let titleFont = Font(size: frame.width * 0.085, weight: .bold)
        let artistFont = Font(size: frame.width * 0.06)
        let light = ink.mixed(with: Color(red: 1, green: 1, blue: 1), fraction: 0.85)
        scene.text(
            TextMark(
                measurer.fitted(release, font: titleFont, maxWidth: frame.width - 2 * pad),
                at: Point(x: frame.minX + pad, y: band.minY + pad), font: titleFont, color: light, anchor: TextAnchor(.left, .top)))
        scene.text(
            TextMark(
                measurer.fitted(artist, font: artistFont, maxWidth: frame.width - 2 * pad),
                at: Point(x: frame.minX + pad, y: band.maxY - pad), font: artistFont, color: light.withAlpha(0.85),
                anchor: TextAnchor(.left, .baseline)))
    }
}
