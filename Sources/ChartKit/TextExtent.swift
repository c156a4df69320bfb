/// The measured size of one line of text: its advance width and the line box around the baseline.
public struct TextExtent: Hashable, Sendable {
    public var width: Double
    /// Distance from the top of the line box to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box.
    public var descent: Double

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    public var height: Double { ascent + descent }
}
