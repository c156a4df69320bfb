import ArgumentParser
import Foundation

/// `listenstats enrich`: the metadata half of `fetch` under its old name, kept working with a
/// one-line notice.
struct EnrichCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enrich",
        abstract: "The same as `fetch --only metadata` (genres, release years and artist origins).",
        discussion: """
            The old name of `listenstats fetch --only metadata`; it will go in a later version. \
            See `listenstats fetch --help`.

            Examples:
              listenstats enrich --user rob
              listenstats fetch --user rob --only metadata     # the same, by its new name
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only the recordings this user listened to (default: every stored recording).")
    var user: String?

    @OptionGroup var metadata: MetadataFetchOptions

    func validate() throws {
        if let user, user.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--user must name a user")
        }
    }

    func run() async throws {
        ExitStatus.printError("listenstats: `enrich` is `fetch --only metadata` now; the name `enrich` will go in a later version")
        _ = try await metadata.fetch(user: user, global: global)
    }
}
