import CairoCanvas
import ChartKit
import Charts
import Testing

@Suite("Chart layouts")
struct LayoutTests {
    /// The recorded text boxes of `chart` at `size`, measured by `measurer`.
    func textBoxes(_ chart: any Chart, size: ChartSize, measurer: any TextMeasurer) -> [RecordingCanvas.RecordedText] {
        let canvas = RecordingCanvas(measurer: measurer)
        chart.draw(on: canvas, size: size)
        return canvas.texts
    }

    func expectNoOverlap(_ texts: [RecordingCanvas.RecordedText], within size: ChartSize, _ context: String) {
        let frame = Rect(size: size)
        for (index, text) in texts.enumerated() {
            #expect(frame.contains(text.box), "\(context): '\(text.text)' is clipped at \(text.box)")
            for other in texts[(index + 1)...] {
                #expect(!text.box.overlaps(other.box), "\(context): '\(text.text)' overlaps '\(other.text)'")
            }
        }
    }

    static let sizes = [ChartSize.card, ChartSize(width: 640, height: 400), ChartSize(width: 1600, height: 900)]

    @Test("no label of the top-N chart overlaps another or leaves the picture, with estimated and pango metrics")
    func topBarsNoOverlap() throws {
        let pango = try CairoCanvas(size: ChartSize(width: 1, height: 1), surface: .png(scale: 1))
        let measurers: [any TextMeasurer] = [EstimatedTextMeasurer(), pango]
        for measurer in measurers {
            for size in LayoutTests.sizes {
                for data in [ChartSamples.topArtists(), ChartSamples.topReleases()] {
                    let texts = textBoxes(TopBarsChart(data: data), size: size, measurer: measurer)
                    #expect(texts.count > data.items.count * 3)
                    expectNoOverlap(texts, within: size, "\(data.title) at \(size.width)×\(size.height)")
                }
            }
        }
    }

    @Test("no label of the heatmaps overlaps another or leaves the picture")
    func heatmapsNoOverlap() throws {
        let pango = try CairoCanvas(size: ChartSize(width: 1, height: 1), surface: .png(scale: 1))
        let measurers: [any TextMeasurer] = [EstimatedTextMeasurer(), pango]
        for measurer in measurers {
            for size in LayoutTests.sizes {
                expectNoOverlap(textBoxes(HourWeekdayHeatmap(data: ChartSamples.hourWeekday()), size: size, measurer: measurer), within: size, "hour×weekday")
                expectNoOverlap(textBoxes(CalendarHeatmap(data: ChartSamples.calendar()), size: size, measurer: measurer), within: size, "calendar")
            }
        }
    }

    @Test("no text of any chart in the catalogue overlaps another or leaves the picture", arguments: SampleCharts.all(theme: .light).map(\.name))
    func catalogueNoOverlap(name: String) throws {
        let pango = try CairoCanvas(size: ChartSize(width: 1, height: 1), surface: .png(scale: 1))
        let entry = try #require(SampleCharts.all(theme: .light).first { $0.name == name })
        expectNoOverlap(textBoxes(entry.chart, size: entry.size, measurer: pango), within: entry.size, name)
    }

    @Test("the long artist name is ellipsized, the others are drawn whole")
    func ellipsizesLongNames() {
        let texts = textBoxes(TopBarsChart(data: ChartSamples.topArtists()), size: .card, measurer: EstimatedTextMeasurer()).map(\.text)
        #expect(texts.contains("坂本龍一"))
        #expect(texts.contains("<script>alert(1)</script>"))
        #expect(texts.contains { $0.hasPrefix("Godspeed You!") && $0.hasSuffix("…") })
    }

    @Test("an activity number sits on its own bar: equal bars are labelled at one height, whatever ghost is behind them")
    func activityValuesOnTheirOwnBars() {
        let data = ActivityChartData(title: "Activity", labels: ["Mon", "Tue", "Wed"], current: [10, 10, 90], previous: [100, 0, 92])
        let texts = textBoxes(ActivityChart(data: data), size: .card, measurer: EstimatedTextMeasurer())
        let values = texts.filter { $0.text == "10" }
        #expect(values.count == 2)
        #expect(values.first?.box.maxY == values.last?.box.maxY)
        // Short bars: their numbers sit low in the picture, far from the tall ghost's top.
        #expect(values.allSatisfy { $0.box.minY > ChartSize.card.height / 2 })
        // Only this period's numbers are written over bars; the previous period's total is in the legend.
        #expect(!texts.contains { $0.text == "92" })
        #expect(texts.contains { $0.text == "Previous period 192" })
    }

    @Test("a cover that cannot be loaded falls back to a generated tile naming the release and artist")
    func albumFallback() {
        let canvas = RecordingCanvas()
        AlbumArtGrid(data: ChartSamples.albumGrid(coverDirectory: "/nonexistent")).draw(on: canvas, size: .card)
        #expect(canvas.lines.contains { $0.hasPrefix("image /nonexistent/cover-0.png") })
        #expect(canvas.texts.contains { $0.text == "Async" })
        #expect(canvas.texts.contains { $0.text == "坂本龍一" })
    }

    @Test("empty data draws a note instead of failing")
    func emptyData() {
        let canvas = RecordingCanvas()
        ActivityChart(data: ActivityChartData(title: "Activity", labels: [], current: [], previous: [])).draw(on: canvas, size: .card)
        #expect(canvas.texts.contains { $0.text == "No listens in this period" })
        TopBarsChart(data: TopBarsChartData(title: "Top", items: [])).draw(on: canvas, size: .card)
        #expect(canvas.texts.contains { $0.text == "Nothing to rank yet" })
    }
}
