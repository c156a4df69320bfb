/// Measures text the way a particular surface will draw it, so layouts fit on that surface.
public protocol TextMeasurer: AnyObject {
    func measure(_ text: String, font: Font) -> TextExtent
}
