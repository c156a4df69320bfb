import CCairo
import Foundation

/// A PNG read back into pixels by cairo (libpng), so tests and checks can look at what a chart
/// drew (DESIGN: check PNGs by decoding them, never by bytes).
public struct RasterImage: Sendable {
    public let width: Int
    public let height: Int
    /// Cairo's ARGB32 words (premultiplied), row by row.
    private let words: [UInt32]

    /// Decodes the PNG in `file`; throws when it is missing or no PNG.
    public static func png(file: String) throws -> RasterImage {
        let surface = cairo_image_surface_create_from_png(file)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw ChartOutputError(.drawing, "'\(file)' does not decode as PNG")
        }
        // A PNG loads as an image surface: its pixels are in memory once flushed.
        cairo_surface_flush(surface)
        let image = surface
        let width = Int(cairo_image_surface_get_width(image))
        let height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        guard let data = cairo_image_surface_get_data(image) else {
            throw ChartOutputError(.drawing, "cairo returned no pixels for '\(file)'")
        }
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                words.append(line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self))
            }
        }
        return RasterImage(width: width, height: height, words: words)
    }

    /// The pixel at (`x`, `y`) as (red, green, blue), alpha left premultiplied.
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let word = words[y * width + x]
        return (UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
    }
}
