import FileWriting
import Foundation

/// Remembers the size and modification time of each user's watched export files as last
/// imported, so a weekly run re-reads only the files that changed.
///
/// Kept as a small JSON file beside the database (runs on one database are serialised by the
/// lock). Losing it costs one re-import, which the store's de-duplication makes harmless.
struct WatchedFileLedger: Sendable {
    let path: String

    /// A file as last seen: enough to notice an export replaced or appended to.
    struct Stamp: Codable, Equatable, Sendable {
        var size: Int64
        var modified: Double
    }

    /// Which of `files` differ from when `user` last imported them; throws `.noInput` naming
    /// the first one that is missing.
    func changedFiles(_ files: [String], user: String) throws -> [String] {
        let known = load()
        return try files.filter { file in
            try known[Self.key(user, file)] != Self.stamp(of: file)
        }
    }

    /// Notes `files` as imported for `user`, as they are now.
    func record(_ files: [String], user: String) throws {
        var known = load()
        for file in files { known[Self.key(user, file)] = try Self.stamp(of: file) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try AtomicFile.write(encoder.encode(known), to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot write \(path) (\(String(describing: error))); check the database directory's permissions", status: .cannotCreate)
        }
    }

    private func load() -> [String: Stamp] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        return (try? JSONDecoder().decode([String: Stamp].self, from: data)) ?? [:]
    }

    private static func key(_ user: String, _ file: String) -> String { user + "\u{1F}" + file }

    private static func stamp(of file: String) throws -> Stamp {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else {
            throw CLIError("the watched file \(file) is missing; fix or remove it under 'import:' in the config", status: .noInput)
        }
        return Stamp(
            size: (attributes[.size] as? NSNumber)?.int64Value ?? 0,
            modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
    }
}
