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
}
