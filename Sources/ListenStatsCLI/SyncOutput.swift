import Foundation

/// Where the sync commands talk to the user: a live progress line on a terminal, plain
/// summary lines otherwise (cron mail), nothing but errors with `--quiet`.
struct SyncOutput: Sendable {
    let quiet: Bool
    /// Whether standard error is a terminal, so a progress line can redraw itself.
    let isTerminal: Bool

    init(quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.quiet = quiet
        self.isTerminal = isTerminal
    }

    var showsProgress: Bool { !quiet && isTerminal }

    /// Redraws the progress line on standard error.
    func progress(_ line: String) {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// Ends the progress line so later output starts on a fresh one.
    func endProgress() {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// Prints a summary line on standard output, escaped as terminal text (`TerminalText`).
    func summary(_ line: String) {
        guard !quiet else { return }
        FileHandle.standardOutput.write(Data((TerminalText.escaped(line) + "\n").utf8))
    }
}
