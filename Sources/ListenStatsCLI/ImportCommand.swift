import ArgumentParser
import Foundation
import ListenModel
import ListenSources
import ListenStore

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
            from any source, are counted as duplicates; see docs/importing-and-syncing.md.

            Examples:
              listenstats import listenbrainz_rob_1732000000.zip --user rob
              listenstats import Streaming_History_Audio_*.json --user rob
              listenstats import scrobbles.csv --user rob --report skipped.json
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
        let databasePath = try global.databasePath()
        // No store yet: the first file is imported into a new file beside it, put in place
        // whole when it is done (docs/importing-and-syncing.md).
        let build = FreshStoreBuild(path: databasePath)
        var store = build == nil ? try global.openStore() : nil
        let options = ImportOptions(now: try global.now(), minimumPlaySeconds: minPlaySeconds)
        var summaries: [ImportFileSummary] = []
        defer {
            if !global.quiet { print(ImportSummaryTable(summaries).text, terminator: "") }
        }
        let reportFile = try report.map(ImportReportFile.init(path:))
        var remaining = paths[...]
        if let build, let first = remaining.first,
            let summary = try importIntoBuild(first, build: build, options: options, reportFile: reportFile)
        {
            summaries.append(summary)
            remaining = remaining.dropFirst()
        }
        for path in remaining {
            if store == nil { store = try global.openStore() }
            guard let store else { break }
            summaries.append(try importFile(path, into: store, options: options, reportFile: reportFile))
        }
        try reportFile?.finish()
    }

    /// Imports `path` into `store`; a failure is added to the report, which is then finished.
    private func importFile(
        _ path: String, into store: ListenStore, options: ImportOptions, reportFile: ImportReportFile?
    ) throws -> ImportFileSummary {
        do {
            return try ImportPipeline.importFile(
                path: path, user: user, options: options, into: store,
                notImported: { record in try reportFile?.append(record) })
        } catch {
            // The report says how far the import came and why it stopped.
            if let reportFile {
                try? reportFile.appendFailure(of: path, error)
                try? reportFile.finish()
            }
            throw error
        }
    }

    /// Imports `path` into a store being built and puts the store in place; nil when another
    /// process made a store at that path meanwhile, and the file must be imported into that
    /// one (its lines not yet in the report). A failure leaves no store, as before the command.
    private func importIntoBuild(
        _ path: String, build: FreshStoreBuild, options: ImportOptions, reportFile: ImportReportFile?
    ) throws -> ImportFileSummary? {
        let buildFiles = ["", "-journal", "-wal", "-shm"].map { build.buildPath + $0 }
        InterruptHandler.removeIfInterrupted(buildFiles)
        defer { InterruptHandler.keep(buildFiles) }
        let mark = reportFile?.mark()
        let summary: ImportFileSummary
        do {
            summary = try importFile(path, into: build.store, options: options, reportFile: reportFile)
        } catch {
            build.discard()
            throw error
        }
        do {
            guard try build.publish() else {
                // Another process made a store there meanwhile. A file is read again into it;
                // a pipe cannot be read twice.
                guard Self.canReadAgain(path) else {
                    throw CLIError(
                        "another process created the database \(build.path) while this import was building it, so nothing of \(path) was stored; run the same command again",
                        status: .temporaryFailure)
                }
                if let mark { try reportFile?.rewind(to: mark) }
                return nil
            }
        } catch {
            if let reportFile {
                try? reportFile.appendFailure(of: path, error)
                try? reportFile.finish()
            }
            throw error
        }
        return summary
    }

    /// Whether `path` gives the same bytes when read again: a file or a folder, not a pipe.
    private static func canReadAgain(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFREG || kind == S_IFDIR
    }
}
