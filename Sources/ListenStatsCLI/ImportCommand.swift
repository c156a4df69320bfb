import ArgumentParser
import Foundation
import ListenModel
import ListenSources

/// `listenstats import`: ListenBrainz exports, Last.fm CSVs and Spotify histories into the store.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import ListenBrainz exports, Last.fm scrobble CSVs and Spotify streaming histories.",
        discussion: """
            Accepts the ListenBrainz export zip, its unpacked folder, a listens .jsonl, the old \
            single-array .json export, Last.fm CSVs, and Spotify's Streaming_History_Audio_*.json \
            and StreamingHistory*.json. Every file is one transaction: a damaged file stores \
            nothing and stops the import (files before it stay imported). Listens already stored, \
            from any source, are counted as duplicates; see README "Importing files".

            Examples:
              listenstats import listenbrainz_rob_1732000000.zip --user rob
              listenstats import Streaming_History_Audio_*.json scrobbles.csv --user rob --report skipped.json
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The files or export folders to import.")
    var paths: [String]

    @Option(help: "The user the listens belong to.")
    var user: String

    @Option(help: "Write every line that was not imported (file, line, outcome, reason) to this JSON file.")
    var report: String?

    @Option(name: .customLong("min-play-seconds"), help: "Spotify plays shorter than this are not listens.")
    var minPlaySeconds = 30

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one file or folder to import") }
        guard !user.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--user must not be empty") }
        guard (0...Int(Listen.longestDurationMs / 1000)).contains(minPlaySeconds) else {
            throw ValidationError("--min-play-seconds must be from 0 to 86400 (a day)")
        }
    }

    func run() async throws {
        let store = try global.openStore()
        let options = ImportOptions(now: Int64(Date().timeIntervalSince1970), minimumPlaySeconds: minPlaySeconds)
        var summaries: [ImportFileSummary] = []
        defer {
            if !global.quiet { print(ImportSummaryTable(summaries).text, terminator: "") }
        }
        let reportFile = try report.map(ImportReportFile.init(path:))
        for path in paths {
            do {
                summaries.append(
                    try ImportPipeline.importFile(
                        path: path, user: user, options: options, into: store,
                        notImported: { record in try reportFile?.append(record) }))
            } catch {
                // The report says how far the import came and why it stopped.
                if let reportFile {
                    try? reportFile.appendFailure(of: path, error)
                    try? reportFile.finish()
                }
                throw error
            }
        }
        try reportFile?.finish()
    }
}
