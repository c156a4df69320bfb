import Foundation
import ListenModel
import ListenSources
import ListenStore

/// A temporary folder of import files and an in-memory store to import them into.
struct ImportFixture {
    let directory: URL
    let store: ListenStore
    /// 2027-01-15: fixed, so no test depends on today's date.
    static let now: Int64 = 1_800_000_000
    var options = ImportOptions(now: ImportFixture.now)

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("listenstats-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = try ListenStore()
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// Imports `path` for `user` the way `listenstats import` does (`ImportPipeline`): one
    /// transaction per file, its listens and its feedback.
    func importFile(_ path: String, user: String = "rob") throws -> ImportFileSummary {
        let importer = try ListenFileImporter(path: path, options: options)
        return try store.importListens(user: user) { writer in
            let summary = try importer.run(write: writer.insert)
            try writer.storeFeedback(summary.feedback, importedAt: options.now)
            try writer.storePins(summary.pins, importedAt: options.now)
            return summary
        }
    }

    /// Every stored listen of `user`, oldest first.
    func listens(user: String = "rob") throws -> [Listen] {
        let history = try store.history(user: user)
        return (0..<history.count).map(history.listen(at:))
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

extension ImportFileSummary {
    /// The skipped counts with reasons, for exact comparison.
    var skippedByReason: [SkipReason: Int] { skipped }

    /// The outcome of each non-imported line, by line number.
    var outcomesByLine: [Int: ImportLineOutcome] {
        Dictionary(notImported.map { ($0.line, $0.outcome) }, uniquingKeysWith: { first, _ in first })
    }
}
