import CCairo
import Foundation

/// Encodes a cairo ARGB32 image as PNG, tuned for charts.
///
/// cairo's own writer goes through libpng with adaptive filtering and default compression,
/// which spends most of a chart's time on flat colour that compresses anyway. Here rows use
/// the "Up" filter (identical rows become zeros) and zlib's fast level 3; opaque images are
/// written as RGB. A row identical to the one above (most of a chart's background) is found
/// with one `memcmp` and neither converted nor checksummed byte by byte. An opaque image that
/// 256 colours serve is written with a palette (`PNGPalette`), a byte per pixel.
enum PNGEncoder {
    /// The PNG for `height` rows of `width` pixels, each row `stride` bytes apart, in cairo's
    /// native-endian premultiplied ARGB32.
    static func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws -> Data {
        let opaque = isOpaque(pixels: pixels, width: width, height: height, stride: stride)
        if opaque, let palette = PNGPalette.make(pixels: pixels, width: width, height: height, stride: stride) {
            return try encode(pixels: pixels, width: width, height: height, stride: stride, palette: palette)
        }
        let channels = opaque ? 3 : 4
        let rowLength = width * channels
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: (rowLength + 1) * height)
        defer { raw.deallocate() }
        // Two unfiltered rows, this one and the one above, for the Up filter.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength * 2)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: rowLength * 2)
        var previous = rows
        var current = rows + rowLength
        // The zlib stream's checksum of the filtered rows, kept here: zlib would read every
        // zero of every repeated row to make it.
        var checksum = Adler32()
        for y in 0..<height {
            let source = UnsafeRawPointer(pixels + y * stride)
            let line = raw + y * (rowLength + 1)
            line[0] = 2  // filter type Up
            if y > 0, memcmp(source, source - stride, width * 4) == 0 {
                // The same pixels as the row above: Up makes them zeros, and the row above
                // stays the one the next row is filtered against.
                (line + 1).initialize(repeating: 0, count: rowLength)
                checksum.add(line, count: 1)
                checksum.addZeros(rowLength)
                continue
            }
            // ARGB32 is one native-endian 32-bit word per pixel. The opaque case (every chart
            // with a background) is its own loop so the hot path has no per-pixel branch.
            if opaque {
                for x in 0..<width {
                    let pixel = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let out = current + x * 3
                    out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    out[2] = UInt8(truncatingIfNeeded: pixel)
                }
            } else {
                for x in 0..<width {
                    let pixel = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let a = UInt8(pixel >> 24), r = UInt8((pixel >> 16) & 0xFF)
                    let g = UInt8((pixel >> 8) & 0xFF), b = UInt8(pixel & 0xFF)
                    let out = current + x * 4
                    out[0] = unpremultiply(r, a); out[1] = unpremultiply(g, a)
                    out[2] = unpremultiply(b, a); out[3] = a
                }
            }
            for i in 0..<rowLength { line[1 + i] = current[i] &- previous[i] }
            checksum.add(line, count: rowLength + 1)
            swap(&previous, &current)
        }
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        let compressed = try deflate(UnsafeBufferPointer(start: raw, count: (rowLength + 1) * height), checksum: checksum.value)
        var png = Data()
        png.reserveCapacity(compressed.count + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// The PNG of an opaque image in `palette`'s colours: a byte per pixel, each row unfiltered
    /// (indices are not magnitudes, so differences between rows compress worse) unless it
    /// repeats the row above, which the Up filter makes zeros.
    private static func encode(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, palette: PNGPalette
    ) throws -> Data {
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: (width + 1) * height)
        defer { raw.deallocate() }
        var checksum = Adler32()
        for y in 0..<height {
            let source = UnsafeRawPointer(pixels + y * stride)
            let line = raw + y * (width + 1)
            if y > 0, memcmp(source, source - stride, width * 4) == 0 {
                line[0] = 2  // filter type Up
                (line + 1).initialize(repeating: 0, count: width)
                checksum.add(line, count: 1)
                checksum.addZeros(width)
                continue
            }
            line[0] = 0  // filter type None
            palette.indexRow(source, width: width, into: line + 1)
            checksum.add(line, count: width + 1)
        }
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 3, 0, 0, 0])  // 8 bits per index, colour type 3 (palette)
        // A byte per pixel is a third of the data: zlib's default level 6 makes it a quarter
        // smaller than level 3 does (a 1200 × 630 og:image 19 → 14 KB) for a millisecond more.
        let compressed = try deflate(
            UnsafeBufferPointer(start: raw, count: (width + 1) * height), checksum: checksum.value, level: 6)
        var png = Data()
        png.reserveCapacity(compressed.count + palette.colours.count * 3 + 76)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        appendChunk("IHDR", header, to: &png)
        appendChunk("PLTE", palette.chunk, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func isOpaque(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = pixels + y * stride
            // A row like the one above has its alpha too.
            if y > 0, memcmp(row, row - stride, width * 4) == 0 { continue }
            for x in 0..<width where UnsafeRawPointer(row).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 255 {
                return false
            }
        }
        return true
    }

    private static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
    }

    /// A zlib stream of `raw` at `level`, 3 unless told (2 to 6). At level 3: after the Up
    /// filter a chart is mostly runs of zeros, and zlib's fast levels find those as quickly as run-length matching alone (`Z_RLE`, used
    /// before) while also matching the repeats RLE cannot see (text, bars, anti-aliased edges):
    /// on the heavy site's charts 38% fewer bytes for the same CPU; level 4 and up saves
    /// another 15% at 1.7 times the time. zlib writes the raw deflate data; the two header
    /// bytes and the trailer (`checksum`, the Adler-32 of `raw`) are the ones it would write
    /// itself for these settings.
    private static func deflate(_ raw: UnsafeBufferPointer<UInt8>, checksum: UInt32, level: Int32 = 3) throws -> Data {
        var stream = z_stream()
        var status = deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            throw ChartOutputError(.drawing, "zlib could not start compressing the PNG (status \(status))")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(raw.count)))
        // Deflated straight into the chunk's body, between the zlib header and trailer; left
        // uninitialised: zeroing the worst-case size would touch megabytes deflate never writes.
        var body = Data(count: 0)
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { compressed in
            guard let base = compressed.baseAddress else { return }
            stream.next_in = UnsafeMutablePointer(mutating: raw.baseAddress)
            stream.avail_in = uInt(raw.count)
            stream.next_out = base
            stream.avail_out = uInt(bound)
            status = CCairo.deflate(&stream, Z_FINISH)
            guard status == Z_STREAM_END else {
                throw ChartOutputError(.drawing, "zlib could not compress the PNG (status \(status))")
            }
            body.reserveCapacity(Int(stream.total_out) + 6)
            // 32K window, deflate, no dictionary, and the level flags zlib writes: "fast" for
            // levels 2 to 5, "default" for 6.
            body.append(contentsOf: [0x78, level == 6 ? 0x9C : 0x5E])
            body.append(base, count: Int(stream.total_out))
            body.appendBigEndian(checksum)
        }
        return body
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        png.append(typeBytes)
        png.append(body)
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt(typeBytes.count)) }
        body.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt(body.count)) }
        png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
