import ArgumentParser
import Testing

@testable import ListenStatsCLI

@Suite("Command help")
struct CommandHelpTests {
    /// Every command under the root, depth first.
    static func commands(_ root: any ParsableCommand.Type = ListenStatsCommand.self) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands($0) }
    }

    @Test("every command's --help shows an example (hidden developer commands aside)")
    func examples() {
        for command in Self.commands() where command.configuration.shouldDisplay {
            let help = command.helpMessage(columns: 100)
            #expect(help.contains("Example"), "\(command._commandName) --help has no example")
        }
    }

    @Test("run, config and doctor are reachable from the root command")
    func registered() {
        let names = Self.commands().map { $0._commandName }
        #expect(names.contains("run"))
        #expect(names.contains("check"))
        #expect(names.contains("doctor"))
    }
}
