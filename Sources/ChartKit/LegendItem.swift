/// One entry of a legend: a swatch and what it stands for.
public struct LegendItem: Hashable, Sendable {
    public var label: String
    public var color: Color

    public init(label: String, color: Color) {
        self.label = label
        self.color = color
    }
}
