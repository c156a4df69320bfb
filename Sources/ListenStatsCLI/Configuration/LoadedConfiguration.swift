/// A configuration that passed its checks, where it came from, and what to warn about.
struct LoadedConfiguration: Sendable {
    var configuration: ListenStatsConfiguration
    /// The file read, or nil when there was none and defaults apply.
    var file: String?
    var warnings: [ConfigurationIssue]
}
