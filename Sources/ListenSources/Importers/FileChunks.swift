import Foundation

/// Reads a file front to back in fixed-size chunks into one reused buffer.
enum FileChunks {
    static let chunkSize = 4 << 20

    /// How much of a file is mapped at a time: large enough that page faults are rare,
    /// small enough that a 1 GB file never counts towards the process's memory whole.
    static let windowSize = 32 << 20

    /// Calls `body` with each chunk of the file at `path` in order.
    ///
    /// A regular file is mapped window by window rather than `read(2)` into a buffer: that
    /// saves copying every byte through the kernel, a tenth of a large import's time.
    static func read(path: String, label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ImportError(
                code: .notFound, file: label, message: "cannot open the file; check the path and its permissions",
                cause: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            try readMapped(descriptor, size: Int(status.st_size), label: label, body)
        {
            return
        }
        try readCopying(descriptor, label: label, body)
    }

    /// Maps and hands over the file a window at a time; false when mapping is not possible.
    private static func readMapped(
        _ descriptor: Int32, size: Int, label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws
        -> Bool
    {
        var offset = 0
        while offset < size {
            let length = min(windowSize, size - offset)
            let flags = MAP_PRIVATE | MAP_POPULATE
            guard let window = mmap(nil, length, PROT_READ, flags, descriptor, off_t(offset)), window != UnsafeMutableRawPointer(bitPattern: -1) else {
                if offset == 0 { return false }
                throw ImportError(
                    code: .unreadable, file: label, message: "mapping the file failed part way; nothing was imported",
                    cause: String(cString: strerror(errno)))
            }
            defer { munmap(window, length) }
            try body(UnsafeRawBufferPointer(start: window, count: length))
            offset += length
        }
        return true
    }

    private static func readCopying(
        _ descriptor: Int32, label: String, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw ImportError(
                    code: .unreadable, file: label, message: "reading the file failed part way; nothing was imported",
                    cause: String(cString: strerror(errno)))
            }
            if count == 0 { return }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
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
