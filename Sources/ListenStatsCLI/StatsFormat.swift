import ArgumentParser

/// How `listenstats stats` prints: JSON for machines, an aligned table for people.
enum StatsFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case table
}
