import ChartKit

/// A grid of album covers, most played first; a release without a cached cover gets a
/// generated tile in a colour derived from its name, showing the release and artist.
public struct AlbumArtGrid: Chart {
    public var data: AlbumArtGridData
    public var theme: Theme

    public init(data: AlbumArtGridData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        "Most played releases: " + data.tiles.prefix(9).map { "\($0.release) by \($0.artist)" }.joined(separator: "; ") + "."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        guard !data.tiles.isEmpty else { return }
        AlbumArtGrid.drawTiles(data.tiles, in: area, theme: theme, typography: type, scene: &scene, measurer: measurer)
    }

    /// Fills `area` with as large square tiles as fit the tiles' count; posters use it directly.
    static func drawTiles(_ tiles: [AlbumTile], in area: Rect, theme: Theme, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        let gap = 10 * k
        var best = (columns: 1, side: 0.0)
        for columns in 1...max(1, tiles.count) {
            let rows = (tiles.count + columns - 1) / columns
            let side = min((area.width - gap * Double(columns - 1)) / Double(columns), (area.height - gap * Double(rows - 1)) / Double(rows))
            if side > best.side { best = (columns, side) }
        }
        let columns = best.columns
        let side = best.side
        let rows = (tiles.count + columns - 1) / columns
        let gridWidth = side * Double(columns) + gap * Double(columns - 1)
        let gridHeight = side * Double(rows) + gap * Double(rows - 1)
        let origin = Point(x: area.midX - gridWidth / 2, y: area.minY + (area.height - gridHeight) / 2)
        for (index, tile) in tiles.enumerated() {
            let rect = Rect(x: origin.x + Double(index % columns) * (side + gap), y: origin.y + Double(index / columns) * (side + gap), width: side, height: side)
            let generated = generatedTile(tile, rank: index + 1, in: rect, theme: theme, scene: scene, measurer: measurer)
            if let cover = tile.coverFile {
                scene.add(.image(file: cover, rect: rect, fallback: generated))
            } else {
                scene.add(contentsOf: generated)
            }
        }
    }

    /// A cover stand-in: a colour block with the release in bold, the artist and the play count.
    static func generatedTile(_ tile: AlbumTile, rank: Int, in rect: Rect, theme: Theme, scene: Scene, measurer: any TextMeasurer) -> [SceneItem] {
        var tileScene = Scene(size: scene.size, background: scene.background, title: "", summary: "")
        let base = theme.paletteColor(stableHash(tile.release + "\u{1F}" + tile.artist) % theme.palette.count)
        let fill = base.mixed(with: theme.background, fraction: 0.25)
        tileScene.fill(Path(roundedRect: rect, radius: rect.width * 0.04), fill)
        let ink = theme.text(on: fill)
        let pad = rect.width * 0.08
        let inner = rect.inset(by: pad)
        let titleFont = Font(size: max(8, rect.width * 0.085), weight: .bold)
        let artistFont = Font(size: max(7, rect.width * 0.065))
        let titleLines = measurer.wrapped(tile.release, font: titleFont, maxWidth: inner.width, maxLines: 3)
        var y = inner.minY
        for line in titleLines {
            tileScene.text(TextMark(line, at: Point(x: inner.minX, y: y), font: titleFont, color: ink, anchor: TextAnchor(.left, .top)))
            y += measurer.measure(line, font: titleFont).height
        }
        let artist = measurer.fitted(tile.artist, font: artistFont, maxWidth: inner.width)
        tileScene.text(TextMark(artist, at: Point(x: inner.minX, y: y + 2), font: artistFont, color: ink.withAlpha(0.8), anchor: TextAnchor(.left, .top)))
        let plays = "#\(rank) · \(NumberFormat.grouped(tile.listenCount)) plays"
        tileScene.text(TextMark(measurer.fitted(plays, font: artistFont, maxWidth: inner.width), at: Point(x: inner.minX, y: inner.maxY), font: artistFont, color: ink.withAlpha(0.8), anchor: TextAnchor(.left, .baseline)))
        return tileScene.items
    }

    /// FNV-1a over the UTF-8 bytes: the same colour for the same name on every run.
    static func stableHash(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(Int32.max))
    }
}
