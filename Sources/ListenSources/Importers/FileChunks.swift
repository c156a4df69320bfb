import Foundation

/// Reads a file front to back in fixed-size chunks into one reused buffer.
enum FileChunks {
    static let chunkSize = 4 << 20

    /// How much of a file is mapped at a time: large enough that mapping calls are rare,
    /// small enough that a 1 GB file never counts towards the process's memory whole. Mapped
    /// pages count as the process's memory while mapped, so each reader thread holds up to a
    /// window: 32 MB windows were 64 MB of a heavy import's peak, 4 MB windows are 8 MB.
    static let windowSize = 4 << 20

    /// Calls `body` with each chunk of the file at `path` in order.
    ///
    /// A regular file is mapped window by window rather than `read(2)` into a buffer: that
    /// saves copying every byte through the kernel, a tenth of a large import's time.
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
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            try readMapped(descriptor, range: range ?? 0..<Int(status.st_size), label: label, body)
        {
            return
        }
        if let range, lseek(descriptor, off_t(range.lowerBound), SEEK_SET) < 0 {
            throw ImportError(code: .unreadable, file: label, message: "cannot seek in the file")
        }
        try readCopying(descriptor, label: label, limit: range?.count ?? .max, body)
    }

    /// Maps and hands over the file a window at a time; false when mapping is not possible.
    private static func readMapped(
        _ descriptor: Int32, range: Range<Int>, label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws
        -> Bool
    {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let length = min(windowSize, range.upperBound - offset)
            // Mappings start on a page boundary; the window begins `lead` bytes into it.
            let lead = offset % pageSize
            let flags = MAP_PRIVATE | MAP_POPULATE
            guard let mapping = mmap(nil, lead + length, PROT_READ, flags, descriptor, off_t(offset - lead)),
                mapping != UnsafeMutableRawPointer(bitPattern: -1)
            else {
                if offset == range.lowerBound { return false }
                throw ImportError(
                    code: .unreadable, file: label, message: "mapping the file failed part way; nothing was imported",
                    cause: String(cString: strerror(errno)))
            }
            defer { munmap(mapping, lead + length) }
            try body(UnsafeRawBufferPointer(start: mapping + lead, count: length))
            offset += length
        }
        return true
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
