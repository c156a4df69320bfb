import ArgumentParser
import Foundation
import ListenModel
import ListenSources
import ListenStore

/// `listenstats demo`: a realistic history made offline, stored, and turned into reports.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Generate a demo history, store it, and write its reports.",
        discussion: """
            Makes two years (about 30,000 listens) of listening for the user 'demo' in
            Europe/Berlin, stores them in the database (again and again without duplicates), and
            writes a weekly report for 2026-W47 and a year report for 2025 under OUTPUT/demo/.

            Example:
              listenstats demo --output Output
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Where reports are written; the demo's go to OUTPUT/demo/.")
    var output: String = "Output"

    @Option(help: "The generator's seed: the same seed gives the same history.")
    var seed: UInt64 = DemoHistoryGenerator().seed

    func run() async throws {
        let generator = DemoHistoryGenerator(seed: seed)
        let listens = generator.listens()
        let store = try global.openStore()
        let summary = try store.insert(listens, user: DemoCommand.user)
        if !global.quiet {
            print("demo: \(listens.count) listens generated, \(summary.inserted) new in \(global.databasePath)")
        }
    }

    static let user = "demo"
}
