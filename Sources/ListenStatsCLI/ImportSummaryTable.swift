import ListenSources

/// The table `listenstats import` prints: one row per file, then what was skipped and why.
struct ImportSummaryTable {
    let summaries: [ImportFileSummary]

    init(_ summaries: [ImportFileSummary]) {
        self.summaries = summaries
    }

    var text: String {
        guard !summaries.isEmpty else { return "" }
        let header = ["file", "format", "imported", "duplicate", "merged", "skipped"]
        var rows = summaries.map { summary in
            [
                TerminalText.escaped(summary.path), summary.format.displayName, String(summary.imported), String(summary.duplicates),
                String(summary.merged), String(summary.skippedTotal),
            ]
        }
        if summaries.count > 1 {
            let column = { (value: (ImportFileSummary) -> Int) in String(summaries.map(value).reduce(0, +)) }
            rows.append([
                "total", "", column(\.imported), column(\.duplicates), column(\.merged), column(\.skippedTotal),
            ])
        }
        let widths = header.indices.map { index in
            ([header] + rows).map { $0[index].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ") + "\n"
        }
        var text = line(header)
        for (index, row) in rows.enumerated() {
            text += line(row)
            guard index < summaries.count else { continue }
            let summary = summaries[index]
            if summary.skippedTotal > 0 {
                let reasons = summary.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
                text += "  skipped: " + reasons.joined(separator: ", ") + "\n"
            }
            if !summary.feedback.isEmpty || !summary.pins.isEmpty {
                text += "  also in the export: \(summary.feedback.count) loved/hated (stored), "
                    + "\(summary.pins.count) pinned recordings\n"
            }
        }
        return text
    }
}
