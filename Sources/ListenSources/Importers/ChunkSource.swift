import Foundation
import ZIPFoundation

/// Where the bytes of one file being imported come from: a file on disk or a zip member
/// inflated as it is read.
enum ChunkSource {
    case file(path: String)
    case zipMember(Archive, path: String)

    /// The marker an importer throws to stop reading when nobody waits for the result.
    struct Stop: Error {}

    /// Calls `body` with the bytes in order, a chunk at a time; `label` names the file in errors.
    func read(label: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        switch self {
        case .file(let path):
            try FileChunks.read(path: path, label: label, body)
        case .zipMember(let archive, let path):
            guard let entry = archive[path] else { return }
            do {
                _ = try archive.extract(entry, bufferSize: 1 << 20) { data in
                    try data.withUnsafeBytes { try body($0) }
                }
            } catch let error as ImportError {
                throw error
            } catch let stop as Stop {
                throw stop
            } catch {
                throw ImportError(
                    code: .corrupt, file: label,
                    message: "this member of the zip is damaged; download the export again; nothing was imported",
                    cause: String(describing: error))
            }
        }
    }
}
