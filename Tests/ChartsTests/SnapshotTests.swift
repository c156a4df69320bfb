import ChartKit
import Charts
import Foundation
import Testing

/// Recorded drawings of every chart compared as text with `Tests/Snapshots/Charts/*.txt`.
///
/// Set `LISTENSTATS_RECORD_SNAPSHOTS=1` to rewrite them after an intended change, then review the diff.
@Suite("Chart snapshots")
struct SnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/Charts")

    @Test("each chart draws exactly its recorded primitives", arguments: SampleCharts.all(theme: .light).map(\.name))
    func matchesSnapshot(name: String) throws {
        for theme in [Theme.light, Theme.dark] {
            let entry = try #require(SampleCharts.all(theme: theme).first { $0.name == name })
            let canvas = RecordingCanvas()
            entry.chart.draw(on: canvas, size: entry.size)
            let file = SnapshotTests.directory.appendingPathComponent("\(name)-\(theme.name).txt")
            let recording = canvas.transcript
            if ProcessInfo.processInfo.environment["LISTENSTATS_RECORD_SNAPSHOTS"] == "1" {
                try FileManager.default.createDirectory(at: SnapshotTests.directory, withIntermediateDirectories: true)
                try Data(recording.utf8).write(to: file)
            }
            let expected = try #require(try? String(contentsOf: file, encoding: .utf8), "no snapshot at \(file.path); run with LISTENSTATS_RECORD_SNAPSHOTS=1")
            #expect(recording == expected, "\(name) (\(theme.name)) differs from \(file.lastPathComponent)")
        }
    }
}
