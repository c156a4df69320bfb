import ArgumentParser
import Foundation

/// `listenstats gallery`: every chart from sample data, light and dark, with an HTML index.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw every chart from sample data into a directory with an index.html.",
        shouldDisplay: false)

    @Option(name: .long, help: "The directory to write into.")
    var out = "Output/gallery"

    @Option(name: .long, help: "Pixels per point of the PNGs (2 for HiDPI).")
    var scale: Double = 1

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
    }

    func run() throws {
        let files = try ChartGallery.write(to: URL(fileURLWithPath: out), scale: scale)
        print("wrote \(files.count) files to \(out)/index.html")
    }
}
