extension RunReport {
    /// The summary a person reads after a run: a line per user, one for the shared steps,
    /// and the verdict. `styled` adds colour and marks for a terminal.
    func summaryLines(styled: Bool) -> [String] {
        let width = users.map(\.user.count).max() ?? 0
        var lines = users.map { user in
            let mark = user.failure != nil ? Self.paint("✗", 31, styled) : Self.paint("✓", 32, styled)
            let name = user.user.padding(toLength: max(width, user.user.count), withPad: " ", startingAt: 0)
            let prefix = styled ? "\(mark) \(name)  " : "\(user.user): "
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
            case let .done(outcome): "\(record.step): \(outcome.summary)"
            case let .skipped(reason): "\(record.step): skipped (\(reason))"
            case let .failed(status, message):
                paint("\(record.step) failed (exit \(status.rawValue)): \(message)", 31, styled)
            }
        }.joined(separator: styled ? " · " : "; ")
    }

    private static func paint(_ text: String, _ colour: Int, _ styled: Bool) -> String {
        styled ? "\u{1B}[\(colour)m\(text)\u{1B}[0m" : text
    }
}
