import CJPEG
import Foundation

/// A decoded JPEG: pixels in cairo's RGB24 layout (4 bytes a pixel, rows `width * 4` bytes),
/// decoded and encoded by libjpeg-turbo.
///
/// Why libjpeg-turbo: Debian ships it (`libjpeg62-turbo-dev`, the `libjpeg` pkg-config name),
/// it is the decoder every browser and image tool on the system already uses, and it converts
/// straight into cairo's byte order (`JCS_EXT_BGRX`), so a cover goes from file to surface in
/// one pass. Cover Art Archive thumbnails are baseline or progressive RGB/greyscale JPEGs,
/// which it reads; CMYK JPEGs are refused (they do not occur among CAA's thumbnails).
public struct JPEGImage: Sendable {
    public let width: Int
    public let height: Int
    /// B, G, R, unused per pixel (cairo's RGB24 on a little-endian machine).
    let pixels: [UInt8]
    /// What libjpeg warned about while decoding (a truncated file, corrupt data it worked
    /// around); nil when the picture decoded cleanly.
    public let warning: String?

    /// The largest side a cover may have; larger ones are refused before pixels are allocated.
    public static let maxSide = 4096

    /// The first bytes of every JPEG file (SOI and the start of the next marker).
    public static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Decodes `data`; throws `ChartOutputError(.drawing)` with libjpeg's reason when it is no JPEG.
    public static func decode(_ data: Data, maxSide: Int = JPEGImage.maxSide) throws -> JPEGImage {
        guard data.starts(with: signature) else {
            throw ChartOutputError(.drawing, "not a JPEG file (it does not start with FF D8 FF)")
        }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var warnings: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(LSJ_MESSAGE_LENGTH))
        let status = data.withUnsafeBytes { bytes in
            lsj_decode(
                bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), Int32(maxSide), &pixels, &width,
                &height, &warnings, &message)
        }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard status == 0, let pixels else {
            throw ChartOutputError(.drawing, "the JPEG does not decode: \(reason)")
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        return JPEGImage(
            width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)),
            warning: warnings > 0 ? reason : nil)
    }

    /// Why `data` is not a cover worth keeping (no JPEG, broken, truncated, empty), or nil
    /// when it decodes without a single warning.
    public static func problem(with data: Data) -> String? {
        do {
            let image = try decode(data)
            if let warning = image.warning { return "the JPEG is damaged: \(warning)" }
            guard image.width > 0, image.height > 0 else { return "the JPEG has no pixels" }
            return nil
        } catch let error as ChartOutputError {
            return error.message
        } catch {
            return String(describing: error)
        }
    }

    /// The picture's pixel at (`x`, `y`) as (red, green, blue), for tests and checks.
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 4
        return (pixels[offset + 2], pixels[offset + 1], pixels[offset])
    }

    /// Encodes pixels in cairo's RGB24/ARGB32 layout (alpha ignored) as a JPEG of `quality`.
    static func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, quality: Int) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(LSJ_MESSAGE_LENGTH))
        let status = lsj_encode(pixels, Int32(width), Int32(height), Int32(stride), Int32(min(max(quality, 1), 100)), &output, &size, &message)
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ChartOutputError(.drawing, "libjpeg could not encode the picture: \(reason)")
        }
        defer { free(output) }
        return Data(bytes: output, count: Int(size))
    }
}
