import ArgumentParser

import Foundation

/// How `listenstats stats` prints: JSON for machines, an aligned table for people.
enum StatsFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case table

    /// The format given, else a table for a person at a terminal and JSON for a pipe or file
    /// (249 KB of JSON is no answer to read).
    static func resolve(_ given: StatsFormat?, standardOutputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1) -> StatsFormat {
        given ?? (standardOutputIsTerminal ? .table : .json)
    }
}
