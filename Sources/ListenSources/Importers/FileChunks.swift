import Foundation

/// Reads a file front to back in fixed-size chunks into one reused buffer.
enum FileChunks {
    static let chunkSize = 4 << 20

    /// Calls `body` with each chunk of the file at `path` in order.
    static func read(path: String, label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ImportError(
                code: .notFound, file: label, message: "cannot open the file; check the path and its permissions",
                cause: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
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
