import Foundation
import ZIPFoundation

/// Where the bytes of one file being imported come from: a file on disk or a zip member
/// inflated as it is read.
enum ChunkSource {
    case file(path: String)
    /// Bytes `range` of a file, a piece of it read by one of several threads.
    case fileRange(path: String, range: Range<Int>)
    /// A member of a zip, inflated as it is read; more than `maximumSize` bytes of it is an error.
    case zipMember(Archive, path: String, maximumSize: Int64)

    /// The marker an importer throws to stop reading when nobody waits for the result.
    struct Stop: Error {}

    /// Calls `body` with the bytes in order, a chunk at a time; `label` names the file in errors.
    func read(label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        do {
            try readChunks(label: label, body)
        } catch let overlong as OverlongRecord {
            throw ImportError(
                code: .corrupt, file: label, line: overlong.line,
                message: "this line is longer than \(OverlongRecord.longest >> 20) MiB, which no listens file has; nothing of the file was imported")
        }
    }

    private func readChunks(label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        switch self {
        case .file(let path):
            try FileChunks.read(path: path, label: label, body)
        case .fileRange(let path, let range):
            try FileChunks.read(path: path, label: label, range: range, body)
        case .zipMember(let archive, let path, let maximumSize):
            guard let entry = archive[path] else { return }
            let tooLarge = ImportError(
                code: .corrupt, file: label,
                message: "this member of the zip expands to more than \(maximumSize >> 20) MiB, more than any export holds; nothing was imported")
            // The size in the header can lie, so the inflated bytes are counted too.
            guard entry.uncompressedSize <= UInt64(max(0, maximumSize)) else { throw tooLarge }
            var inflated: Int64 = 0
            do {
                // This form of `extract` returns the checksum without checking it.
                let checksum = try archive.extract(entry, bufferSize: 1 << 20) { data in
                    inflated += Int64(data.count)
                    guard inflated <= maximumSize else { throw tooLarge }
                    try data.withUnsafeBytes { try body($0) }
                }
                guard checksum == entry.checksum else {
                    throw ImportError(
                        code: .corrupt, file: label,
                        message: "this member of the zip fails its checksum; download the export again; nothing was imported")
                }
            } catch let error as ImportError {
                throw error
            } catch let stop as Stop {
                throw stop
            } catch let overlong as OverlongRecord {
                throw overlong
            } catch {
                throw ImportError(
                    code: .corrupt, file: label,
                    message: "this member of the zip is damaged; download the export again; nothing was imported",
                    cause: String(describing: error))
            }
        }
    }
}
