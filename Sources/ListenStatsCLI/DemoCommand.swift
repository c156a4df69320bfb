import ArgumentParser

/// `listenstats demo`: a realistic history made offline, stored, and turned into reports.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Generate a demo history, store it and write its reports under Output/demo.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        throw CLIError("the demo is not built yet")
    }
}
