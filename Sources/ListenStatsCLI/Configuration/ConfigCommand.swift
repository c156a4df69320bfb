import ArgumentParser

/// `listenstats config`: look at the configuration `run` would use.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check the config file and show the paths in use.",
        discussion: """
            Examples:
              listenstats config check
              listenstats config check --config /etc/listenstats/family.yaml
              listenstats config paths
            """,
        subcommands: [ConfigCheckCommand.self, ConfigPathsCommand.self])
}
