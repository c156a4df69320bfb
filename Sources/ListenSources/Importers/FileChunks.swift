import Foundation

/// Reads a file front to back in fixed-size chunks into one reused buffer.
///
/// Files used to be mapped 4 MB at a time (`mmap` with `MAP_POPULATE`), to save copying every
/// byte through the kernel. With two reader threads the mapping and unmapping cost more system
/// time than the copy (every unmap stops the other core to flush its TLB): on a heavy
/// listener's million lines, `read(2)` into a 1 MB buffer took 0.1–0.25 s less system CPU
/// and a few megabytes less memory than two 4 MB windows.
enum FileChunks {
    static let chunkSize = 1 << 20

    /// Calls `body` with each chunk of the file at `path` (or of its bytes `range`) in order.
    static func read(
        path: String, label: String, range: Range<Int>? = nil, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ImportError(
                code: .notFound, file: label, message: "cannot open the file; check the path and its permissions",
                cause: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        if let range, lseek(descriptor, off_t(range.lowerBound), SEEK_SET) < 0 {
            throw ImportError(code: .unreadable, file: label, message: "cannot seek in the file")
        }
        try readCopying(descriptor, label: label, limit: range?.count ?? .max, body)
    }

    private static func readCopying(
        _ descriptor: Int32, label: String, limit: Int, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var remaining = limit
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, min(chunkSize, remaining))
            if count < 0 {
                if errno == EINTR { continue }
                throw ImportError(
                    code: .unreadable, file: label, message: "reading the file failed part way; nothing was imported",
                    cause: String(cString: strerror(errno)))
            }
            if count == 0 { return }
            remaining -= count
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Cuts a large file into pieces of about `pieceSize` bytes that each end with a newline,
    /// so several threads can split lines at once; a single piece for smaller files.
    static func lineAlignedPieces(path: String, pieceSize: Int) -> [Range<Int>] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.intValue, size > 2 * pieceSize,
            let handle = FileHandle(forReadingAtPath: path)
        else { return [] }
        defer { try? handle.close() }
        var pieces: [Range<Int>] = []
        var start = 0
        var probe = pieceSize
        while probe < size {
            guard (try? handle.seek(toOffset: UInt64(probe))) != nil,
                let data = try? handle.read(upToCount: 1 << 20), !data.isEmpty
            else { return [] }
            if let newline = data.firstIndex(of: 0x0A) {
                let end = probe + (newline - data.startIndex) + 1
                if end < size {
                    pieces.append(start..<end)
                    start = end
                }
                probe = end + pieceSize
            } else {
                probe += data.count
            }
        }
        pieces.append(start..<size)
        return pieces
    }

    /// The first `limit` bytes of the file (fewer when it is shorter).
    static func head(path: String, label: String, limit: Int = 64 << 10) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError(code: .notFound, file: label, message: "cannot open the file; check the path and its permissions")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit) ?? Data())
        } catch {
            throw ImportError(code: .unreadable, file: label, message: "cannot read the file", cause: String(describing: error))
        }
    }
}
