/// The size of a whole chart, in points (pixels at scale 1).
public struct ChartSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The social-card size most charts are designed for.
    public static let card = ChartSize(width: 1200, height: 630)
    /// The tall Year in Music poster.
    public static let posterTall = ChartSize(width: 1080, height: 1920)
    /// The square Year in Music poster.
    public static let posterSquare = ChartSize(width: 1080, height: 1080)

    /// The width a page draws its charts at. A page's column is at most 894 CSS px wide and
    /// shows charts from 703 px up (narrower screens get the HTML forms), so a chart drawn
    /// here at its design's type sizes shows its 14-point ticks at 11 CSS px or more.
    public static let pageWidth = 880.0

    /// A page's charts are at most this tall: a 1200 × 630 card narrowed to 880 would be 462,
    /// and a page of a dozen charts a long scroll.
    public static let pageHeight = 360.0

    /// This size narrowed to `pageWidth` in the same proportions, and at most `pageHeight` tall.
    public var forPage: ChartSize {
        guard width > Self.pageWidth else { return self }
        return ChartSize(width: Self.pageWidth, height: min((height * Self.pageWidth / width).rounded(), Self.pageHeight))
    }
}
