import Foundation

/// At most 256 colours for an opaque chart image, when so few serve it: a chart is flat
/// colours and the anti-aliased shades at their edges, so one byte per pixel instead of three
/// halves its PNG (the heavy site's `og:image`s and share cards: 35 → 17 MB).
///
/// The palette holds the image's most frequent colours exactly, so every flat colour (the
/// background, bars, cells, text) stays exact; the few shades left over (at most 4% of the
/// pixels, all on edges) take the nearest palette colour. An image with more than 4,096
/// colours or more left over (a cover, a photograph) gets no palette and stays RGB.
struct PNGPalette {
    /// The palette, 0xRRGGBB, the most frequent colour first.
    private(set) var colours: [UInt32] = []
    /// An open-addressing table from a colour (0xRRGGBB) to its count, then to its index.
    private var keys: [UInt32]
    private var counts: [Int]
    private var indices: [UInt8]

    private static let capacity = 8192
    private static let mostColours = 4096
    private static let empty = UInt32.max

    private init() {
        keys = Array(repeating: Self.empty, count: Self.capacity)
        counts = Array(repeating: 0, count: Self.capacity)
        indices = Array(repeating: 0, count: Self.capacity)
    }

    /// The palette of `height` rows of `width` opaque ARGB32 pixels `stride` bytes apart, or
    /// nil when the image needs more colours.
    static func make(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> PNGPalette? {
        var palette = PNGPalette()
        var distinct = 0
        var y = 0
        while y < height {
            let row = UnsafeRawPointer(pixels + y * stride)
            // The rows below that repeat this one (most of a chart's background) count with it.
            var weight = 1
            while y + weight < height, memcmp(row + weight * stride, row, width * 4) == 0 { weight += 1 }
            var x = 0
            while x < width {
                let colour = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
                var end = x + 1
                while end < width, row.loadUnaligned(fromByteOffset: end * 4, as: UInt32.self) & 0xFF_FFFF == colour { end += 1 }
                let slot = palette.slot(of: colour)
                if palette.keys[slot] == empty {
                    distinct += 1
                    if distinct > mostColours { return nil }
                    palette.keys[slot] = colour
                }
                palette.counts[slot] += (end - x) * weight
                x = end
            }
            y += weight
        }
        // Most frequent first; equal counts by colour, so the same image gives the same bytes.
        let used = (0..<capacity).filter { palette.keys[$0] != empty }
            .sorted { (palette.counts[$0], palette.keys[$1]) > (palette.counts[$1], palette.keys[$0]) }
        let kept = used.prefix(256)
        let leftOver = used.dropFirst(256).reduce(0) { $0 + palette.counts[$1] }
        guard leftOver * 25 <= width * height else { return nil }
        palette.colours = kept.map { palette.keys[$0] }
        for (index, slot) in kept.enumerated() { palette.indices[slot] = UInt8(index) }
        for slot in used.dropFirst(256) { palette.indices[slot] = palette.nearest(to: palette.keys[slot]) }
        return palette
    }

    /// The palette index of every pixel of a row of `width` opaque ARGB32 pixels, into `out`.
    func indexRow(_ row: UnsafeRawPointer, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        var previous = Self.empty
        var index: UInt8 = 0
        for x in 0..<width {
            let colour = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
            if colour != previous {
                previous = colour
                index = indices[slot(of: colour)]
            }
            out[x] = index
        }
    }

    /// The PLTE chunk's body: red, green and blue of each colour.
    var chunk: Data {
        var data = Data(capacity: colours.count * 3)
        for colour in colours {
            data.append(contentsOf: [UInt8(colour >> 16), UInt8((colour >> 8) & 0xFF), UInt8(colour & 0xFF)])
        }
        return data
    }

    /// Where `colour` is in the table, or the empty slot it would take.
    private func slot(of colour: UInt32) -> Int {
        var slot = Int((colour &* 0x9E37_79B1) >> 19) & (Self.capacity - 1)
        while keys[slot] != colour, keys[slot] != Self.empty { slot = (slot + 1) & (Self.capacity - 1) }
        return slot
    }

    /// The index of the palette colour closest to `colour` (the least squared distance in RGB).
    private func nearest(to colour: UInt32) -> UInt8 {
        func channels(_ value: UInt32) -> (Int, Int, Int) {
            (Int(value >> 16), Int((value >> 8) & 0xFF), Int(value & 0xFF))
        }
        let (r, g, b) = channels(colour)
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in colours.enumerated() {
            let (cr, cg, cb) = channels(candidate)
            let distance = (r - cr) * (r - cr) + (g - cg) * (g - cg) + (b - cb) * (b - cb)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }
}
