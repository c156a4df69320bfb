import ArgumentParser

/// The `listenstats` command: turns a listening history into statistics, charts and reports.
public struct ListenStatsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "listenstats",
        abstract: "Listening statistics, charts and reports from ListenBrainz, Last.fm and Spotify histories.",
        discussion: """
            Examples:
              listenstats demo               # a demo history and its reports, offline
              listenstats sync --user rob    # fetch rob's listens from ListenBrainz
              listenstats run                # everyone in the config file, from cron
              listenstats doctor             # what is missing or wrong on this machine
            """,
        version: "0.1.0",
        subcommands: [
            DemoCommand.self,
            SyncCommand.self,
            FetchCommand.self,
            EnrichCommand.self,
            CoversCommand.self,
            ImportCommand.self,
            StatsCommand.self,
            ChartCommand.self,
            ReportCommand.self,
            YearCommand.self,
            SiteCommand.self,
            ReshardCommand.self,
            GalleryCommand.self,
            RunCommand.self,
            ConfigCommand.self,
            DoctorCommand.self,
            GuideCommand.self,
        ]
    )

    public init() {}

    /// `help TOPIC` where TOPIC names no command but a guide is `guide TOPIC`: the terminal's
    /// way to the guides of docs/.
    static func guideArguments(_ arguments: [String]) -> [String] {
        guard arguments.count == 2, arguments[0] == "help",
            !configuration.subcommands.contains(where: { $0.configuration.commandName == arguments[1] })
        else { return arguments }
        return ["guide", arguments[1]]
    }

    /// Runs the command line and exits with the code `ExitStatus` assigns to what happened.
    public static func runMain() async {
        InterruptHandler.install()
        do {
            var command = try parseAsRoot(guideArguments(Array(CommandLine.arguments.dropFirst())))
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: ExitStatus.reportingAndMapping(error))
        }
    }
}
