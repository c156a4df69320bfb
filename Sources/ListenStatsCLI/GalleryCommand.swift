import ArgumentParser
import CairoCanvas
import Foundation
import Reports

/// `listenstats gallery`: every chart from the demo history, light and dark, with an HTML index.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw every chart from the demo history into a directory with an index.html.",
        shouldDisplay: false)

    @Option(name: .long, help: "The directory to write into.")
    var out = "Output/gallery"

    @Option(name: .long, help: "Pixels per point of the PNGs (2 for HiDPI).")
    var scale: Double = 1

    @Option(name: .long, help: "Instead of writing files, render each chart this many times in memory and print median times.")
    var benchmark: Int?

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
    }

    func run() throws {
        let data = try GalleryData()
        let gallery = ChartGallery(
            week: data.week, weekTitle: GalleryData.weekTitle, year: data.year, yearNumber: GalleryData.yearNumber, review: data.review)
        if let benchmark {
            for timing in try gallery.benchmark(iterations: benchmark, drawing: CairoChartDrawing()) {
                let padded = timing.name.padding(toLength: 18, withPad: " ", startingAt: 0)
                let wall = String(format: "%7.2f", timing.wallMilliseconds)
                let cpu = String(format: "%7.2f", timing.cpuMilliseconds)
                print("\(padded) \(timing.format.rawValue)  wall \(wall) ms  cpu \(cpu) ms")
            }
            return
        }
        let files = try gallery.write(
            to: URL(fileURLWithPath: out), scale: scale, drawing: CairoChartDrawing(), templates: TemplateLocator.library(override: nil))
        print("wrote \(files.count) files to \(out)/index.html")
    }
}
