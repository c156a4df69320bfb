/// One thing wrong (or risky) in a config file, at the line it is on.
struct ConfigurationIssue: Sendable, Equatable, CustomStringConvertible {
    enum Severity: String, Sendable {
        case error
        case warning
    }

    var file: String
    /// 1-based; nil when the problem is the file as a whole.
    var line: Int?
    var severity: Severity
    var message: String

    /// `file:line: error: message`, the form editors and compilers use.
    var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }
}
