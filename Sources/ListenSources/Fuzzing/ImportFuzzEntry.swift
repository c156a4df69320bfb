import Foundation
import ListenModel

/// The entry points the libFuzzer targets (`Fuzz/`) and the crasher regression tests share:
/// each takes arbitrary bytes, runs them through one importer stage the way an import does,
/// and must return (never trap) whatever the bytes are. The result only describes what
/// happened, so a test can print it.
package enum ImportFuzzEntry {
    /// Fixed rules, so a crasher replays the same way on any day; small batches and a small
    /// zip member limit so one input exercises batching and the inflate bound quickly.
    static let options: ImportOptions = {
        var options = ImportOptions(now: 1_800_000_000, batchSize: 8)
        options.maximumZipMemberSize = 1 << 20
        return options
    }()

    /// ListenBrainz JSONL: lines through `LineSplitter` into `ListenBrainzRecordDecoder`.
    package static func listenBrainzLines(_ bytes: [UInt8]) -> String {
        decodeRecords(bytes, LineSplitter(), ListenBrainzRecordDecoder(options: options, tracks: SharedTrackTable()), source: .listenbrainz)
    }

    /// A Last.fm scrobble CSV: lines through `LineSplitter` into `LastFMCSVDecoder`.
    package static func lastFMCSV(_ bytes: [UInt8]) -> String {
        decodeRecords(bytes, LineSplitter(), LastFMCSVDecoder(options: options), source: .lastfm)
    }

    /// A Spotify history: array elements through `JSONArraySplitter` into `SpotifyRecordDecoder`.
    package static func spotify(_ bytes: [UInt8]) -> String {
        decodeRecords(bytes, JSONArraySplitter(), SpotifyRecordDecoder(options: options), source: .spotify)
    }

    /// A whole import file (meant for export zips: ZIPFoundation, `ExportMembers`,
    /// `ImportReader`), written to a temporary file and imported as `listenstats import` does.
    package static func importFile(_ bytes: [UInt8]) -> String {
        let path = NSTemporaryDirectory() + "listenstats-fuzz-\(UUID().uuidString).zip"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "cannot write \(path)" }
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let importer = try ListenFileImporter(path: path, options: options)
            let summary = try importer.run { batch in Array(repeating: .inserted, count: batch.count) }
            return "\(summary.imported) imported, \(summary.skipped.values.reduce(0, +)) skipped"
        } catch {
            return "refused: \(error)"
        }
    }

    /// Splits and decodes `bytes` as `ImportReader.readRecords` does, fed in two chunks so a
    /// record straddling a chunk boundary is exercised too.
    private static func decodeRecords<Splitter: RecordSplitter, Decoder: RecordDecoder>(
        _ bytes: [UInt8], _ splitter: Splitter, _ decoder: Decoder, source: ListenSource
    ) -> String {
        var splitter = splitter
        var decoder = decoder
        var builder = BatchBuilder(source: source)
        var listens = 0
        var skipped = 0
        func handle(_ record: UnsafeRawBufferPointer, _ line: Int) {
            let reason = UTF8Validation.isValid(record) ? decoder.decode(record, line: line, into: &builder) : .invalidUTF8
            if reason != nil { skipped += 1 }
            if builder.count >= options.batchSize { listens += builder.take().batch.count }
        }
        do {
            try bytes.withUnsafeBytes { all in
                let cut = all.count / 3
                try splitter.feed(UnsafeRawBufferPointer(rebasing: all[..<cut]), handle)
                try splitter.feed(UnsafeRawBufferPointer(rebasing: all[cut...]), handle)
            }
            try splitter.finish(handle)
        } catch {
            return "stopped: \(error)"
        }
        if decoder.finish() != nil { skipped += 1 }
        listens += builder.take().batch.count
        return "\(listens) listens, \(skipped) skipped"
    }
}
