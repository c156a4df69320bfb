/// The type sizes of a chart, scaled from a 1200-point-wide design to the frame it fills.
public struct Typography: Hashable, Sendable {
    public var title: Font
    public var subtitle: Font
    public var label: Font
    public var tick: Font
    public var value: Font
    public var bigNumber: Font
    /// The scale factor applied to the 1200-point design; charts use it for gaps and strokes too.
    public var scale: Double

    /// Sizes for a frame `width` points wide (clamped so tiny frames stay legible), times
    /// `scale` (a theme's `typeScale`: larger for a chart drawn narrower than its design).
    public init(width: Double, scale scaled: Double = 1) {
        let k = min(max(width / 1200, 0.55), 2.5) * scaled
        scale = k
        title = Font(size: 30 * k, weight: .bold)
        subtitle = Font(size: 17 * k)
        label = Font(size: 17 * k)
        tick = Font(size: 14 * k)
        value = Font(size: 15 * k, weight: .bold)
        bigNumber = Font(size: 52 * k, weight: .bold)
    }
}
