import Foundation

/// Looks over the machine, the config and the database, and says what to install or fix.
struct Doctor: Sendable {
    /// The config as loaded, or the error that stopped it loading.
    var configuration: Result<LoadedConfiguration, ConfigurationError>
    var paths: ListenStatsPaths
    var environment: [String: String]
    /// Only when asked: the ListenBrainz API root to reach.
    var apiURL: URL?

    func findings() async -> [DoctorFinding] {
        var findings = configurationFindings()
        findings += fontFindings()
        findings += graphicsFindings()
        findings += databaseFindings()
        findings += outputFindings()
        if let apiURL { findings += await apiFindings(apiURL) }
        return findings
    }
}
