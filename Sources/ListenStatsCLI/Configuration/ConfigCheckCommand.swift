import ArgumentParser
import Foundation

/// `listenstats config check`: every problem in the config file, at its line.
struct ConfigCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the config file; errors are printed as FILE:LINE: error: MESSAGE.",
        discussion: """
            Exits 0 when the file is usable (warnings may be printed), 78 when it is not.

            Examples:
              listenstats config check
              listenstats config check --config ~/.config/listenstats/config.yaml
            """)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let loaded = try global.loadConfiguration()
        let environment = global.environment
        var warnings = loaded.warnings.map(\.description)
        let file = loaded.file ?? "(no config file)"
        for user in loaded.configuration.users {
            if let variable = user.tokenVariable, environment.nonEmpty(variable) == nil {
                warnings.append(
                    "\(file): warning: \(variable) (token_env of '\(user.name)') is not set here; set it where `run` runs (crontab, systemd EnvironmentFile)")
            }
        }
        for warning in warnings { ExitStatus.printError(TerminalText.escaped(warning)) }
        guard !global.quiet else { return }
        guard let path = loaded.file else {
            print("no config file at \(ListenStatsPaths.configFile(flag: nil, environment: environment).path); defaults apply and `run` has no users")
            return
        }
        let configuration = loaded.configuration
        let users = configuration.users.map { "\(TerminalText.escaped($0.name)) (\($0.timeZone.identifier))" }.joined(separator: ", ")
        print("\(path): ok: \(configuration.users.count) user(s): \(users.isEmpty ? "none" : users)")
    }
}
