/// A chart: turns its own data into scene items inside a frame, measuring text as it goes.
public protocol Chart {
    var theme: Theme { get }
    /// What the chart shows, in a few words (the SVG `<title>`).
    var title: String { get }
    /// A sentence with the chart's main numbers (the SVG `<desc>`).
    var summary: String { get }
    /// Lays the chart out inside `frame`, appending primitives to `scene`.
    func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer)
}

extension Chart {
    /// The whole chart at `size` as a scene, measured by `measurer`.
    public func scene(size: ChartSize, measurer: any TextMeasurer) -> Scene {
        var scene = Scene(size: size, background: theme.background, title: title, summary: summary)
        layout(in: Rect(size: size), scene: &scene, measurer: measurer)
        return scene
    }

    /// Lays the chart out with `canvas`'s own text metrics and draws it there.
    public func draw(on canvas: some Canvas, size: ChartSize) {
        scene(size: size, measurer: canvas).draw(on: canvas)
    }
}
