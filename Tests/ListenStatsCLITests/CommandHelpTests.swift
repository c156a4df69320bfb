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

    @Test("every command's --help has 2 to 4 examples of real use, none wrapped at 80 columns")
    func examplesOfRealUse() {
        for command in Self.commands() where command.configuration.shouldDisplay && command.configuration.subcommands.isEmpty {
            let lines = command.helpMessage(columns: 80).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let start = lines.firstIndex(where: { $0.hasPrefix("Example") }) else {
                Issue.record("\(command._commandName) --help has no example")
                continue
            }
            let examples = lines[(start + 1)...].prefix { !$0.isEmpty }
            #expect((2...4).contains(examples.count), "\(command._commandName): \(examples.count) examples")
            // A wrapped example continues on a line that is no command.
            #expect(examples.allSatisfy { $0.hasPrefix("  ") && $0.contains("listenstats ") }, "\(command._commandName): \(Array(examples))")
        }
    }

    @Test("help TOPIC shows the guide when TOPIC is no command; help COMMAND stays the command's help")
    func helpTopics() {
        #expect(ListenStatsCommand.guideArguments(["help", "cron"]) == ["guide", "cron"])
        #expect(ListenStatsCommand.guideArguments(["help", "sync"]) == ["help", "sync"])
        #expect(ListenStatsCommand.guideArguments(["help"]) == ["help"])
        #expect(ListenStatsCommand.guideArguments(["stats", "help"]) == ["stats", "help"])
    }

    @Test("run, config and doctor are reachable from the root command")
    func registered() {
        let names = Self.commands().map { $0._commandName }
        #expect(names.contains("run"))
        #expect(names.contains("check"))
        #expect(names.contains("doctor"))
    }
}
