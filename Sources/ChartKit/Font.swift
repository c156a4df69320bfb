/// The typeface, size and weight of a piece of text.
///
/// The family is a fallback list: the canvas picks glyphs missing from the first family (CJK,
/// emoji) from the next ones, so names in any script render as text.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are.
    public enum Weight: String, Hashable, Sendable {
        case regular
        case bold
    }

    public var size: Double
    public var weight: Weight
    public var family: String

    public static let defaultFamily = "DejaVu Sans, Noto Sans CJK JP, Noto Color Emoji"

    public init(size: Double, weight: Weight = .regular, family: String = Font.defaultFamily) {
        self.size = size
        self.weight = weight
        self.family = family
    }

    public func bold() -> Font { Font(size: size, weight: .bold, family: family) }
    public func sized(_ size: Double) -> Font { Font(size: size, weight: weight, family: family) }
}
