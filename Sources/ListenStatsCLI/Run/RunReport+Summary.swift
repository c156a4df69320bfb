extension RunReport {
    /// The summary a person reads after a run: a line per user, one for the shared steps,
    /// and the verdict. `styled` adds colour and marks for a terminal.
    func summaryLines(styled: Bool) -> [String] {
        let names = users.map { TerminalText.escaped($0.user) }
        let width = names.map(\.count).max() ?? 0
        var lines = zip(users, names).map { user, shown in
            let mark = user.failure != nil ? Self.paint("✗", 31, styled) : Self.paint("✓", 32, styled)
            let name = shown.padding(toLength: width, withPad: " ", startingAt: 0)
            let prefix = styled ? "\(mark) \(name)  " : "\(shown): "
            return prefix + Self.describe(user.steps, styled: styled)
        }
        if !finishing.isEmpty {
            lines.append((styled ? "  " : "") + "site: " + Self.describe(finishing, styled: styled))
        }
        let verdict = "exit \(exitStatus.rawValue) (\(exitStatus.phrase))"
        lines.append(styled ? Self.paint(verdict, exitStatus == .success ? 32 : exitStatus == .nothingToDo ? 2 : 31, true) : verdict)
        return lines
    }

    private static func describe(_ records: [RunStepRecord], styled: Bool) -> String {
        guard !records.isEmpty else { return "nothing to run" }
        return records.map { record in
            switch record.state {
            // What a step says may quote a name or a server's words: escaped before it is painted.
            case let .done(outcome): "\(record.step): \(TerminalText.escaped(outcome.summary))"
            case let .skipped(reason): "\(record.step): skipped (\(TerminalText.escaped(reason)))"
            case let .failed(status, message):
                paint("\(record.step) failed (exit \(status.rawValue)): \(TerminalText.escaped(message))", 31, styled)
            }
        }.joined(separator: styled ? " · " : "; ")
    }

    private static func paint(_ text: String, _ colour: Int, _ styled: Bool) -> String {
        styled ? "\u{1B}[\(colour)m\(text)\u{1B}[0m" : text
    }
}
