import ChartKit
import Charts

/// A chart of a report section: its id (the file name in `charts/` and the kind
/// `listenstats chart` draws), and how the section's statistics become the chart.
public struct SectionChart: Sendable {
    /// A chart's name: its file in `charts/` and the kind `listenstats chart` draws; one that is
    /// referred to elsewhere is declared beside its section (`SectionChart.ID.poster`).
    public typealias ID = Identifier<SectionChart>

    public let id: ID
    /// What the chart shows, in a few words, for `listenstats chart --help` and the gallery.
    public let caption: String
    public let size: ChartSize
    /// Drawn for the report page (else only by `listenstats chart` and the gallery).
    public let onPage: Bool
    /// Whether the chart needs the Year in Music of the year the range ends in.
    public let needsYear: Bool
    /// A square card made for sharing: the page links it rather than embedding it, and the
    /// first one drawn is the page's `og:image`.
    public let isShareCard: Bool
    let title: @Sendable (ChartInput) -> String
    let altText: @Sendable (ChartInput) -> String
    let isDrawn: @Sendable (ChartInput) -> Bool
    let make: @Sendable (ChartInput, Theme) -> any Chart

    init(
        id: ID, caption: String, size: ChartSize = .card, onPage: Bool = true, needsYear: Bool = false,
        isShareCard: Bool = false, title: @escaping @Sendable (ChartInput) -> String,
        altText: @escaping @Sendable (ChartInput) -> String,
        isDrawn: @escaping @Sendable (ChartInput) -> Bool = { _ in true },
        make: @escaping @Sendable (ChartInput, Theme) -> any Chart
    ) {
        self.id = id
        self.caption = caption
        self.size = size
        self.onPage = onPage
        self.needsYear = needsYear
        self.isShareCard = isShareCard
        self.title = title
        self.altText = altText
        self.isDrawn = isDrawn
        self.make = make
    }

    /// The chart of `input` in `theme`.
    public func chart(_ input: ChartInput, theme: Theme) -> any Chart { make(input, theme) }
    /// The chart's heading on the page, e.g. "Top artists".
    public func title(_ input: ChartInput) -> String { title(input) }
    /// A sentence saying what the chart shows, for screen readers and Markdown.
    public func altText(_ input: ChartInput) -> String { altText(input) }
    /// Whether there is something to draw for `input` (a poster needs a year with listens).
    public func isDrawn(_ input: ChartInput) -> Bool { isDrawn(input) }
}
