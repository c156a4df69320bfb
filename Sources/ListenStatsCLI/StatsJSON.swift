import ListenModel

/// The JSON form of `listenstats stats`, in the dialect `data.json` shares.
enum StatsJSON {
    static func text(_ output: StatsOutput) throws -> String {
        try SnakeCaseJSON.text(output)
    }

    /// Several ranges as one object keyed by range name.
    static func text(ranges outputs: [StatsOutput]) throws -> String {
        try SnakeCaseJSON.text(Dictionary(outputs.map { ($0.stats.rangeName, $0) }, uniquingKeysWith: { first, _ in first }))
    }
}
