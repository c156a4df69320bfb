import Foundation
import Logging

@testable import ListenStatsCLI

/// Text written to an `OutputSink`, kept for assertions.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String { lock.withLock { buffer } }

    var sink: OutputSink {
        OutputSink { [self] text in lock.withLock { buffer += text } }
    }

    /// A logger at `level` writing `format` records here, at a fixed time.
    func logger(format: LogFormat = .text, level: Logger.Level = .debug, secrets: [Secret] = []) -> Logger {
        let handler = ListenStatsLogHandler(
            level: level, format: format, styled: false, scrubber: SecretScrubber(secrets), sink: sink,
            clock: { Date(timeIntervalSince1970: 1_763_700_000) })
        return Logger(label: "test") { _ in handler }
    }
}
