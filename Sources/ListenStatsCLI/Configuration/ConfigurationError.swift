/// A config file that cannot be used, with every problem found in it.
struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    var issues: [ConfigurationIssue]

    var description: String {
        issues.map(\.description).joined(separator: "\n")
    }
}
