import Foundation

/// A one-line progress bar on a terminal, redrawn in place; silent anywhere else, where the
/// log records already say what happened.
final class ProgressDisplay: @unchecked Sendable {
    private let sink: OutputSink
    private let enabled: Bool
    private let lock = NSLock()
    private var drawn = false

    init(sink: OutputSink, enabled: Bool) {
        self.sink = sink
        self.enabled = enabled
    }

    /// A display that never draws, for cron, `--quiet` and tests.
    static let silent = ProgressDisplay(sink: OutputSink { _ in }, enabled: false)

    /// Shows `label`, with a bar when `fraction` (0...1) is known.
    func update(_ label: String, fraction: Double? = nil) {
        guard enabled else { return }
        var line = "\r\u{1B}[2K" + label
        if let fraction {
            let clamped = min(max(fraction, 0), 1)
            let width = 24
            let filled = Int((clamped * Double(width)).rounded())
            line += " " + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            line += " \(Int((clamped * 100).rounded()))%"
        }
        lock.withLock {
            drawn = true
            sink.write(line)
        }
    }

    /// Clears the bar so the next line starts clean.
    func clear() {
        guard enabled else { return }
        lock.withLock {
            guard drawn else { return }
            drawn = false
            sink.write("\r\u{1B}[2K")
        }
    }
}
