import ListenModel
import ListenSources
import ListenStore

/// The import step: one path read by its importer and written by the store in one transaction.
enum ImportPipeline {
    /// Imports `path` for `user`; nothing of it is stored when it throws. Each line that was
    /// not imported goes to `notImported` as it is decided (and is not kept).
    static func importFile(
        path: String, user: String, options: ImportOptions, into store: ListenStore,
        notImported: @escaping (ImportLineRecord) throws -> Void = { _ in }
    ) throws -> ImportFileSummary {
        let importer = try ListenFileImporter(path: path, options: options)
        return try store.importListens(user: user) { writer in
            let summary = try importer.run(write: writer.insert, notImported: notImported)
            try writer.storeFeedback(summary.feedback, importedAt: options.now)
            try writer.storePins(summary.pins, importedAt: options.now)
            return summary
        }
    }
}
