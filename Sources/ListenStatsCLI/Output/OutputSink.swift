import Foundation

/// Where a stream of text goes: standard error or output, or a buffer in tests.
struct OutputSink: Sendable {
    let write: @Sendable (String) -> Void
    /// True when the other end is a terminal a person is looking at.
    let isTerminal: Bool

    static let standardError = OutputSink(descriptor: STDERR_FILENO, handle: .standardError)
    static let standardOutput = OutputSink(descriptor: STDOUT_FILENO, handle: .standardOutput)

    init(isTerminal: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.write = write
    }

    private init(descriptor: Int32, handle: FileHandle) {
        isTerminal = isatty(descriptor) == 1
        write = { text in handle.write(Data(text.utf8)) }
    }

    /// Whether colours and cursor movement belong here: a terminal, and `NO_COLOR` not set.
    func allowsStyling(environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
