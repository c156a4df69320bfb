import ArgumentParser
import Foundation

/// `listenstats doctor`: what is missing or wrong on this machine, and how to fix it.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check fonts, cairo/pango, the database and the config; say what to install or fix.",
        discussion: """
            Reads only: it never changes the config or the listens. The network is used only \
            with --check-api. Exits 0 when nothing is a problem (warnings allowed), 1 otherwise.

            Examples:
              listenstats doctor
              listenstats doctor --check-api
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Also ask ListenBrainz about each configured user (uses the network).")
    var checkAPI = false

    @Option(help: "The API server, for --check-api (default: $LISTENBRAINZ_API_URL or https://api.listenbrainz.org).")
    var apiURL: String?

    /// The server to ask: the flag, the same variable `sync` reads, or ListenBrainz itself.
    var serverURL: URL? {
        try? SyncCommand.serverURL(apiURL, environment: global.environment)
    }

    func validate() throws {
        try validating { _ = try SyncCommand.serverURL(apiURL, environment: global.environment) }
    }

    func run() async throws {
        let configuration = Result { () throws(ConfigurationError) in try global.loadConfiguration() }
        let loaded = (try? configuration.get())?.configuration ?? .defaults
        let doctor = Doctor(
            configuration: configuration, paths: global.paths(for: loaded), environment: global.environment,
            apiURL: checkAPI ? serverURL : nil)
        let findings = await doctor.findings()
        let stdout = OutputSink.standardOutput
        let styled = stdout.allowsStyling(environment: global.environment)
        let scrubber = SecretScrubber(loaded.secrets(in: global.environment))
        for finding in findings where !global.quiet || finding.status != .ok {
            stdout.write(scrubber.scrub(Self.line(finding, styled: styled)) + "\n")
        }
        if findings.contains(where: { $0.status == .problem }) { throw ExitCode(ExitStatus.failure.rawValue) }
    }

    static func line(_ finding: DoctorFinding, styled: Bool) -> String {
        let tag = finding.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let colour = finding.status == .ok ? 32 : finding.status == .warning ? 33 : 31
        let area = finding.area.padding(toLength: 9, withPad: " ", startingAt: 0)
        var line = (styled ? "\u{1B}[\(colour)m\(tag)\u{1B}[0m" : tag) + area + finding.detail
        if let fix = finding.fix { line += "\n" + String(repeating: " ", count: 17) + "fix: " + fix }
        return line
    }
}
