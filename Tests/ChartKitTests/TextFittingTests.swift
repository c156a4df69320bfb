import ChartKit
import Testing

@Suite("Fitting text")
struct TextFittingTests {
    let measurer = EstimatedTextMeasurer()
    let font = Font(size: 10)

    @Test("a label that fits is left alone")
    func fits() {
        #expect(measurer.fitted("Kino", font: font, maxWidth: 100) == "Kino")
    }

    @Test("a long label is cut with an ellipsis to fit the width")
    func ellipsizes() {
        let long = "Godspeed You! Black Emperor and the Extremely Long Name Orchestra"
        let fitted = measurer.fitted(long, font: font, maxWidth: 80)
        #expect(fitted.hasSuffix("…"))
        #expect(measurer.measure(fitted, font: font).width <= 80)
        #expect(long.hasPrefix(String(fitted.dropLast())))
    }

    @Test("line breaks in a name become spaces so a label stays on one line")
    func oneLine() {
        #expect(measurer.fitted("a\nb", font: font, maxWidth: 100) == "a b")
    }

    @Test("CJK without spaces wraps between characters and every line fits")
    func wrapsCJK() {
        let lines = measurer.wrapped("坂本龍一坂本龍一坂本龍一", font: font, maxWidth: 45, maxLines: 5)
        #expect(lines.count == 3)
        #expect(lines.joined() == "坂本龍一坂本龍一坂本龍一")
        #expect(lines.allSatisfy { measurer.measure($0, font: font).width <= 45 })
    }

    @Test("wrapping stops at the line limit and ellipsizes the rest")
    func wrapLimit() {
        let lines = measurer.wrapped("Lift Your Skinny Fists Like Antennas to Heaven", font: font, maxWidth: 70, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(lines.allSatisfy { measurer.measure($0, font: font).width <= 70 })
    }
}
