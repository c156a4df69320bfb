/// One primitive of a scene: what a canvas knows how to draw.
public indirect enum SceneItem: Hashable, Sendable {
    case fill(Path, Color)
    case stroke(Path, Color, lineWidth: Double)
    case text(TextMark)
    /// Items drawn only inside `rect`.
    case clipped(Rect, [SceneItem])
    /// A picture from a file, or `fallback` when the canvas cannot load it.
    case image(file: String, rect: Rect, fallback: [SceneItem])
}
