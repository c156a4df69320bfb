import ChartKit

/// A world choropleth: each country shaded by its value (logarithmic, so a few big countries
/// do not wash out the rest), countries without one in the theme's surface colour, a
/// "less … more" legend, and the top countries as text beside the map.
public struct WorldMapChart: Chart {
    public var data: WorldMapData
    public var theme: Theme

    public init(data: WorldMapData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    /// The countries with a value, largest first, ties by code; codes the map lacks too.
    var ranked: [(code: String, value: Int)] {
        data.values.filter { $0.value > 0 }.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    public var summary: String {
        let top = ranked.prefix(5).map { "\(Self.name($0.code)) (\(NumberFormat.grouped($0.value)))" }
        guard !top.isEmpty else { return "No countries." }
        return "\(ranked.count) countries; most \(data.unit): " + top.joined(separator: ", ") + "."
    }

    static func name(_ code: String) -> String { WorldCountries.country(code)?.name ?? code }
    /// The legend's narrower label.
    static func shortName(_ code: String) -> String { WorldCountries.country(code)?.shortName ?? code }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let margins = frame.inset(by: 48 * k)
        let content = ChartHeader(title: data.title, subtitle: data.subtitle).layout(
            in: margins, theme: theme, typography: type, scene: &scene, measurer: measurer)

        // The top countries as text at the right, the map in the rest.
        let listWidth = min(content.width * 0.3, 300 * k)
        let mapFrame = Rect(x: content.minX, y: content.minY, width: content.width - listWidth - 16 * k, height: content.height)
        let ranked = ranked
        let maximum = Double(ranked.first?.value ?? 0)
        let colors = SequentialColorScale(ramp: theme.ramp, maximum: maximum, mapping: .logarithmic)
        drawMap(in: mapFrame, colors: colors, scene: &scene)

        let font = type.label
        let lineHeight = measurer.measure("Ag", font: font).height * 1.5
        let listLeft = content.maxX - listWidth
        var y = content.minY + lineHeight / 2
        for (rank, entry) in ranked.prefix(min(10, Int(content.height / lineHeight) - 2)).enumerated() {
            let value = NumberFormat.grouped(entry.value)
            let valueWidth = measurer.measure(value, font: type.value).width
            scene.fill(Path(roundedRect: Rect(x: listLeft, y: y - 6 * k, width: 12 * k, height: 12 * k), radius: 2 * k), colors.color(for: Double(entry.value)))
            let nameWidth = listWidth - 20 * k - valueWidth - 8 * k
            scene.text(TextMark(
                measurer.fitted("\(rank + 1). \(Self.shortName(entry.code))", font: font, maxWidth: nameWidth),
                at: Point(x: listLeft + 20 * k, y: y), font: font, color: theme.text, anchor: TextAnchor(.left, .middle)))
            scene.text(TextMark(value, at: Point(x: content.maxX, y: y), font: type.value, color: theme.text, anchor: TextAnchor(.right, .middle)))
            y += lineHeight
        }
        if ranked.isEmpty {
            scene.text(TextMark("No countries known", at: Point(x: listLeft, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        }
        let legendColors = [0.01, 0.1, 0.3, 0.6, 1].map { colors.color(for: $0 * maximum) }
        Legend.ramp(
            colors: legendColors, lowLabel: "Fewer \(data.unit)", highLabel: "More", right: content.maxX,
            y: content.maxY - 10 * k, cell: 14 * k, font: type.tick, theme: theme, scene: &scene, measurer: measurer)
    }

    /// Every country, projected with Equal Earth and fitted into `frame`: one shape per
    /// colour (countries without a value are all one), then the land borders in the
    /// background colour, so neighbours of one colour stay apart.
    private func drawMap(in frame: Rect, colors: SequentialColorScale, scene: inout Scene) {
        let geometry = WorldMapGeometry.cached(for: frame)
        var shapes: [(color: Color, path: Path)] = []
        for (country, rings) in zip(WorldCountries.all, geometry.countryRings) {
            let value = Double(data.values[country.code] ?? 0)
            let color = value > 0 ? colors.color(for: value) : theme.grid
            let shape = shapes.firstIndex { $0.color == color } ?? {
                shapes.append((color, Path()))
                return shapes.count - 1
            }()
            for ring in rings {
                for (index, point) in ring.enumerated() {
                    if index == 0 { shapes[shape].path.move(to: point) } else { shapes[shape].path.line(to: point) }
                }
                shapes[shape].path.close()
            }
        }
        for shape in shapes { scene.fill(shape.path, shape.color) }
        var borders = Path()
        for border in geometry.borders {
            for (index, point) in border.enumerated() {
                if index == 0 { borders.move(to: point) } else { borders.line(to: point) }
            }
        }
        scene.stroke(borders, theme.background, lineWidth: max(0.5, geometry.scale * 0.004))
    }
}
