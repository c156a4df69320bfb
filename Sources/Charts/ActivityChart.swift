import ChartKit

/// Listening activity as bars, with the previous period as wider ghost bars behind them and
/// both totals in the legend.
public struct ActivityChart: Chart {
    public var data: ActivityChartData
    public var theme: Theme

    public init(data: ActivityChartData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        var text = "\(NumberFormat.grouped(data.currentTotal)) listens in \(data.currentName.lowercased())"
        if !data.previous.isEmpty {
            text += " against \(NumberFormat.grouped(data.previousTotal)) in \(data.previousName.lowercased())"
        }
        return text + ", over \(data.labels.count) buckets."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let content = frame.inset(by: 48 * k)
        var subtitle = "\(NumberFormat.grouped(data.currentTotal)) listens"
        let change = data.changePercent.map(NumberFormat.percent(change:))
            ?? NumberFormat.percentChange(from: data.previousTotal, to: data.currentTotal)
        if let change, !data.previous.isEmpty {
            subtitle += " · \(change) against \(data.previousName.lowercased())"
        }
        if let extra = data.subtitle, !extra.isEmpty { subtitle = extra + " · " + subtitle }
        var area = ChartHeader(title: data.title, subtitle: subtitle).layout(in: content, theme: theme, typography: type, scene: &scene, measurer: measurer)

        // Legend with totals, right-aligned above the plot.
        let legendFont = type.tick
        var legendItems = [LegendItem(label: "\(data.currentName) \(NumberFormat.grouped(data.currentTotal))", color: theme.accent)]
        if !data.previous.isEmpty {
            legendItems.append(LegendItem(label: "\(data.previousName) \(NumberFormat.grouped(data.previousTotal))", color: theme.ghost))
        }
        let legendHeight = measurer.measure("Ag", font: legendFont).height
        Legend.swatches(legendItems, right: area.maxX, y: area.minY + legendHeight / 2, font: legendFont, theme: theme, scene: &scene, measurer: measurer)
        area = area.inset(top: legendHeight + 16 * k)

        let count = max(data.labels.count, data.current.count)
        guard count > 0 else {
            scene.text(TextMark("No listens in this period", at: Point(x: area.midX, y: area.midY), font: type.label, color: theme.mutedText, anchor: TextAnchor(.center)))
            return
        }
        let maximum = Double(max(data.current.max() ?? 0, data.previous.max() ?? 0))
        let labelHeight = measurer.measure("Ag", font: type.tick).height
        let plotBottom = area.maxY - labelHeight - 10 * k
        let valueLabelHeight = measurer.measure("0", font: type.tick).height
        let axis = ValueAxis(maximum: maximum, bottom: plotBottom, top: area.minY + valueLabelHeight, font: type.tick)
        let axisWidth = axis.labelWidth(measurer: measurer, gap: 10 * k)
        let plot = Rect(x: area.minX + axisWidth, y: area.minY, width: area.width - axisWidth, height: plotBottom - area.minY)
        axis.draw(plot: plot, labelRight: plot.minX - 10 * k, theme: theme, scene: &scene)

        let bands = BandScale(count: count, range: plot.minX, plot.maxX, padding: count > 40 ? 0.15 : 0.25)
        let ghostWidth = bands.bandwidth
        let barWidth = bands.bandwidth * (data.previous.isEmpty ? 1 : 0.62)
        let radius = min(4 * k, barWidth / 4)
        for index in 0..<count {
            if index < data.previous.count, data.previous[index] > 0 {
                let top = axis.scale(Double(data.previous[index]))
                scene.fill(Path(roundedRect: Rect(x: bands.start(index), y: top, width: ghostWidth, height: plotBottom - top), radius: radius), theme.ghost)
            }
            if index < data.current.count, data.current[index] > 0 {
                let top = axis.scale(Double(data.current[index]))
                let x = bands.center(index) - barWidth / 2
                scene.fill(Path(roundedRect: Rect(x: x, y: top, width: barWidth, height: plotBottom - top), radius: radius), theme.accent)
            }
        }

        // Values of this period only, each right over its own bar: over the taller ghost it
        // would read as the previous period's number. The previous period's total is in the legend.
        let values = (0..<count).map { $0 < data.current.count ? NumberFormat.compact(Double(data.current[$0])) : "" }
        if measurer.maximumWidth(of: values, font: type.tick) <= bands.step * 0.95 {
            for index in 0..<min(count, data.current.count) where data.current[index] > 0 {
                let top = axis.scale(Double(data.current[index]))
                let mark = TextMark(values[index], at: Point(x: bands.center(index), y: top - 4 * k), font: type.tick, color: theme.text, anchor: TextAnchor(.center, .baseline))
                // Where the ghost's top edge would cut through the number, a chip of background
                // keeps it legible and visibly part of the bar below it.
                let box = mark.box(for: measurer.measure(mark.text, font: mark.font))
                if index < data.previous.count, data.previous[index] > data.current[index] {
                    let ghostTop = axis.scale(Double(data.previous[index]))
                    if ghostTop > box.minY - 2 * k && ghostTop < box.maxY + 2 * k {
                        let chip = Rect(x: box.minX - 4 * k, y: box.minY - 1 * k, width: box.width + 8 * k, height: box.height + 2 * k)
                        scene.fill(Path(roundedRect: chip, radius: 3 * k), theme.background)
                    }
                }
                scene.text(mark)
            }
        }

        // Bucket labels, thinned so neighbours never touch.
        let labelWidth = measurer.maximumWidth(of: data.labels, font: type.tick) + 8 * k
        let every = max(1, Int((labelWidth / bands.step).rounded(.up)))
        for (index, label) in data.labels.enumerated() where index % every == 0 {
            let text = measurer.fitted(label, font: type.tick, maxWidth: bands.step * Double(every) - 8 * k)
            scene.text(TextMark(text, at: Point(x: bands.center(index), y: plotBottom + 8 * k), font: type.tick, color: theme.mutedText, anchor: TextAnchor(.center, .top)))
        }
    }
}
