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

    @Test("the subtitle states the report's like-for-like change when given, else the totals' change")
    func activityChangeInSubtitle() {
        // A year in progress: two months so far against the same two of the year before (+10 %),
        // not against the whole previous year (110 against 200: −45 %).
        var data = ActivityChartData(
            title: "Activity", labels: ["Jan", "Feb", "Mar"], current: [50, 60, 0], previous: [50, 50, 100], changePercent: 10)
        var texts = textBoxes(ActivityChart(data: data), size: .card, measurer: EstimatedTextMeasurer()).map(\.text)
        #expect(texts.contains { $0.contains("+10% against previous period") })
        #expect(!texts.contains { $0.contains("45%") })
        data.changePercent = nil
        texts = textBoxes(ActivityChart(data: data), size: .card, measurer: EstimatedTextMeasurer()).map(\.text)
        #expect(texts.contains { $0.contains("\u{2212}45% against previous period") })
        #expect(NumberFormat.percent(change: .infinity) == "\u{00B1}0%")
    }

    /// Ten albums, two of them "Forever Gold" by different artists, with long and right-to-left names.
    static let namesakeAlbums = TopBarsChartData(title: "Top albums", items: [
        TopBarsItem(label: "Forever Gold", sublabel: "Scarlet Machines", count: 120),
        TopBarsItem(label: "Forever Gold", sublabel: "坂本龍一", count: 96),
        TopBarsItem(label: "שיר הים", sublabel: "Scarlet Machines", count: 90),
        TopBarsItem(label: "Wires Road", sublabel: "להקת הים", count: 81),
        TopBarsItem(
            label: "Lift Your Skinny Fists Like Antennas to Heaven (Remastered Deluxe Edition)",
            sublabel: "Godspeed You! Black Emperor with the Kronos Quartet and Friends", count: 77),
        TopBarsItem(label: "أغاني الليل الطويلة جدا في المدينة القديمة", sublabel: "فيروز", count: 64),
        TopBarsItem(label: "Night Honey", sublabel: "Кино Полночь", count: 52),
        TopBarsItem(label: "Shadows Echo", sublabel: "東京事変", count: 40),
        TopBarsItem(label: "Light Slow", sublabel: "Zoë Ångström", count: 33),
        TopBarsItem(label: "Forever Orbit", sublabel: "Beyoncé Façade", count: 21),
    ], showsRankChange: false)

    @Test("every row of albums names its artist, so two albums of one name are told apart, at every size and with both metrics")
    func topBarsNameTheirArtists() throws {
        let pango = try CairoCanvas(size: ChartSize(width: 1, height: 1), surface: .png(scale: 1))
        let measurers: [any TextMeasurer] = [EstimatedTextMeasurer(), pango]
        let sizes = LayoutTests.sizes + [ChartSize(width: 1200, height: 330), ChartSize(width: 420, height: 300)]
        for measurer in measurers {
            for size in sizes {
                let texts = textBoxes(TopBarsChart(data: Self.namesakeAlbums), size: size, measurer: measurer)
                let context = "\(size.width)×\(size.height)"
                expectNoOverlap(texts, within: size, context)
                #expect(texts.contains { $0.text == "Scarlet Machines" }, "\(context)")
                #expect(texts.contains { $0.text == "坂本龍一" }, "\(context)")
                // The long names are cut with an ellipsis, never drawn past the bars.
                let long = texts.filter { $0.text.hasPrefix("Godspeed") || $0.text.hasPrefix("Lift Your") }
                #expect(long.count == 2 && long.allSatisfy { $0.text.hasSuffix("…") }, "\(context)")
                let bars = texts.first { $0.text == "120" }
                #expect(long.allSatisfy { $0.box.maxX < bars?.box.minX ?? 0 }, "\(context)")
            }
        }
    }

    @Test("on rows too low for two lines the artist sits beside the name after a dot, right-to-left names included")
    func artistBesideTheNameOnLowRows() {
        let measurer = EstimatedTextMeasurer()
        let tall = textBoxes(TopBarsChart(data: Self.namesakeAlbums), size: .card, measurer: measurer)
        #expect(!tall.contains { $0.text == "·" })
        let low = textBoxes(TopBarsChart(data: Self.namesakeAlbums), size: ChartSize(width: 1200, height: 330), measurer: measurer)
        let rows = low.filter { Int($0.text).map { (1...10).contains($0) } ?? false }.count
        #expect(rows >= 5)
        #expect(low.filter { $0.text == "·" }.count == rows)
        // Name, dot and artist are separate texts in that order on one line, whatever the script.
        for name in ["שיר הים", "Wires Road"] {
            guard let index = low.firstIndex(where: { $0.text == name }) else {
                Issue.record("\(name) is not drawn")
                continue
            }
            let (label, dot, artist) = (low[index], low[index + 1], low[index + 2])
            #expect(dot.text == "·")
            #expect(label.box.maxX < dot.box.minX && dot.box.maxX < artist.box.minX)
            #expect(abs(label.box.midY - artist.box.midY) < 1)
        }
        #expect(low.contains { $0.text == "فيروز" })
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

    @Test("a one-artist bump chart on a deep axis labels #1 and every fifth rank, and draws one line through each run of ranked years")
    func deepRankBump() throws {
        let data = ChartSamples.artistRankBump()
        let chart = RankBumpChart(data: data)
        let labelled = [1] + Array(stride(from: 5, through: 50, by: 5))
        let scene = chart.scene(size: ChartSize(width: 1200, height: 480), measurer: EstimatedTextMeasurer())
        let rankLabels = scene.items.compactMap { item -> String? in
            guard case .text(let mark) = item, mark.text.hasPrefix("#") else { return nil }
            return mark.text
        }
        #expect(rankLabels == labelled.map { "#\($0)" })
        // The years before and after the one below #100: two lines, of five and four years.
        let lines = scene.items.compactMap { item -> Path? in
            guard case .stroke(let path, _, let width) = item, width > 1 else { return nil }
            return path
        }
        #expect(lines.count == 2)
        // The artist's name at the right, at its final rank (#21), not in the top row.
        let name = try #require(
            scene.items.compactMap { item -> TextMark? in
                guard case .text(let mark) = item, mark.text == "Shadow Gold" else { return nil }
                return mark
            }.max { $0.position.x < $1.position.x })
        func labelY(_ text: String) -> Double? {
            scene.items.lazy.compactMap { item -> Double? in
                guard case .text(let mark) = item, mark.text == text else { return nil }
                return mark.position.y
            }.first
        }
        let (y20, y25) = (try #require(labelY("#20")), try #require(labelY("#25")))
        #expect(name.position.y > y20 && name.position.y < y25)
    }
}
