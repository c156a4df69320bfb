import ListenModel
import ListenSources
import ListenStore

/// The import step: one path read by its importer and written by the store in one transaction.
enum ImportPipeline {
    /// Imports `path` for `user`; nothing of it is stored when it throws.
    static func importFile(path: String, user: String, options: ImportOptions, into store: ListenStore) throws
        -> ImportFileSummary
    {
        let importer = try ListenFileImporter(path: path, options: options)
        return try store.importListens(user: user) { writer in
            let summary = try importer.run(write: writer.insert)
            try writer.storeFeedback(summary.feedback, importedAt: options.now)
            return summary
        }
    }
}
