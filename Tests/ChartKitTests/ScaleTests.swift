import ChartKit
import Testing

@Suite("Scales, ticks and number formats")
struct ScaleTests {
    @Test("ticks are round 1-2-5 steps covering the domain")
    func niceTicks() {
        #expect(Ticks.nice(from: 0, to: 134, count: 4) == [0, 50, 100, 150])
        #expect(Ticks.nice(from: 0, to: 9, count: 5) == [0, 2, 4, 6, 8, 10])
        #expect(Ticks.niceStep(for: 0.37) == 0.5)
    }

    @Test("a linear scale maps its domain ends onto its range ends")
    func linear() {
        let scale = LinearScale(domain: 0...10, range: 100, 0)
        #expect(scale(0) == 100)
        #expect(scale(10) == 0)
        #expect(scale(5) == 50)
    }

    @Test("band scales put equal bands with gaps inside the range")
    func bands() {
        let bands = BandScale(count: 4, range: 0, 400, padding: 0.2)
        #expect(bands.step == 100)
        #expect(bands.bandwidth == 80)
        #expect(bands.start(0) == 10)
        #expect(bands.center(3) == 350)
    }

    @Test("zero is the empty colour and any listen is visibly filled")
    func sequentialColours() {
        let scale = SequentialColorScale(ramp: Theme.light.ramp, maximum: 1000, mapping: .logarithmic)
        #expect(scale.color(for: 0) == Theme.light.ramp.stops[0])
        #expect(scale.position(of: 1) >= 0.25)
        #expect(scale.position(of: 1000) == 1)
        let quantiles = SequentialColorScale.quantiles(of: [0, 1, 2, 3, 4, 5, 6, 7, 8], ramp: Theme.light.ramp, classes: 4)
        #expect(quantiles.position(of: 1) < quantiles.position(of: 8))
    }

    @Test("diverging colours take the fall colour below zero and the rise colour above")
    func diverging() {
        let scale = DivergingColorScale(fall: Theme.light.fall, neutral: Theme.light.surface, rise: Theme.light.rise, extent: 10)
        #expect(scale.color(for: -10) == Theme.light.fall)
        #expect(scale.color(for: 10) == Theme.light.rise)
        #expect(scale.color(for: 0) == Theme.light.surface)
    }

    @Test("numbers are spelled the same on every machine")
    func numbers() {
        #expect(NumberFormat.grouped(1_234_567) == "1,234,567")
        #expect(NumberFormat.grouped(-950) == "-950")
        #expect(NumberFormat.compact(950) == "950")
        #expect(NumberFormat.compact(1_234) == "1.2k")
        #expect(NumberFormat.compact(12_345) == "12k")
        #expect(NumberFormat.compact(3_400_000) == "3.4M")
        #expect(NumberFormat.percentChange(from: 100, to: 112) == "+12%")
        #expect(NumberFormat.percentChange(from: 100, to: 92) == "\u{2212}8%")
        #expect(NumberFormat.percentChange(from: 0, to: 5) == nil)
        #expect(NumberFormat.duration(milliseconds: 35 * 60_000) == "35 min")
        #expect(12.5.compactDecimal == "12.5")
        #expect((-0.25).compactDecimal == "-0.25")
        #expect(3.0.compactDecimal == "3")
    }
}
