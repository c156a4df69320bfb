import CairoCanvas
import ChartKit
import Charts
import Foundation
import Testing

@Suite("Share cards")
struct ShareCardTests {
    /// Decodes a PNG with Python's standard library (zlib, no imaging package; RGB, RGBA or a
    /// palette, as the encoder writes): its size, and
    /// how many pixels differ from the top-left one (the background) and how many colours occur.
    static let decoder = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR': width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            if kind == b'PLTE': palette = [body[i:i + 3] for i in range(0, length, 3)]
            if kind == b'IDAT': idat += body
            pos += 12 + length
        channels = {2: 3, 3: 1, 6: 4}[colour]
        raw, stride = zlib.decompress(idat), width * channels
        rows, previous, i = [], bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
            for x in range(stride):
                a = line[x - channels] if x >= channels else 0
                b = previous[x]; c = previous[x - channels] if x >= channels else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line)); previous = line
        if colour == 3:
            rows, channels, stride = [b''.join(palette[i] for i in row) for row in rows], 3, width * 3
        background = rows[height // 2][(width - 1) * channels:width * channels]
        pixels = [row[x:x + channels] for row in rows[::4] for x in range(0, stride, channels * 4)]
        print(width, height, sum(1 for p in pixels if p != background), len(set(pixels)))
        """#

    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile(atPath:))

    @Test(
        "a share card is a 1080×1080 PNG that decodes and is not blank, light and dark",
        .enabled(if: python != nil, "python3 is not installed; scripts/install-system-deps.sh --test installs it"))
    func decodes() throws {
        let python = try #require(Self.python)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for theme in [Theme.light, Theme.dark] {
            let file = directory.appendingPathComponent("card-\(theme.name).png")
            try ChartRenderer.write(ShareCard(data: ChartSamples.shareCard(), theme: theme), to: file, size: .posterSquare)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", Self.decoder, file.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            #expect(numbers.count == 4)
            guard numbers.count == 4 else { continue }
            #expect(numbers[0] == 1080 && numbers[1] == 1080, "\(theme.name): \(numbers)")
            // Of the 270 × 270 sampled pixels, text, bands and rows cover far more than 2%
            // and antialiased text makes many colours; a blank or background-only card has one.
            #expect(numbers[2] > 1_500, "\(theme.name): only \(numbers[2]) pixels differ from the background")
            #expect(numbers[3] > 20, "\(theme.name): \(numbers[3]) colours")
        }
    }

    @Test("CJK, Arabic and Hebrew names render with installed glyphs, as text, and long names are cut to fit")
    func scripts() throws {
        let canvas = try CairoCanvas(size: .posterSquare, surface: .png(scale: 1))
        for name in ["坂本龍一", "فيروز", "עומר אדם", "▲ 6", "▼ 141"] {
            #expect(canvas.missingGlyphCount(in: name, font: Font(size: 27, weight: .bold)) == 0, "\(name)")
        }
        let recording = RecordingCanvas()
        ShareCard(data: ChartSamples.shareCard()).draw(on: recording, size: .posterSquare)
        let texts = recording.transcript.split(separator: "\n").filter { $0.hasPrefix("text ") }
        for name in ["坂本龍一", "فيروز", "עומר אדם"] { #expect(texts.contains { $0.contains("\"\(name)\"") }, "\(name)") }
        #expect(texts.contains { $0.contains("with a name far too lo…") }, "the long name is shortened to fit")
        #expect(ShareCard(data: ChartSamples.shareCard()).summary.hasPrefix("Listens: 12,748"))
    }
}
