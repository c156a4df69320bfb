import ArgumentParser
import Foundation

/// `listenstats covers`: the covers half of `fetch` under its old name, kept working with a
/// one-line notice and its old exit codes.
struct CoversCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "covers",
        abstract: "The same as `fetch --only covers` (the covers of a user's top albums and tracks).",
        discussion: """
            The old name of `listenstats fetch --user NAME --only covers`; it will go in a later \
            version. See `listenstats fetch --help`.

            Exit codes: 0 covers fetched; 3 nothing was missing; 4 some covers failed (the \
            rest were fetched); 69 the archive unreachable; 75 interrupted or rate limited; \
            73 the cache not writable; 66 no listens stored for the user.

            Examples:
              listenstats covers --user rob
              listenstats fetch --user rob --only covers     # the same, by its new name
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The user whose covers to fetch.")
    var user: String

    @OptionGroup var covers: CoverFetchOptions

    func run() async throws {
        ExitStatus.printError("listenstats: `covers` is `fetch --only covers` now; the name `covers` will go in a later version")
        let summary = try await covers.fetch(user: user, global: global)
        if summary.failed + summary.corrupt > 0 {
            throw ExitCode(ExitStatus.partialFailure.rawValue)
        }
        if summary.fetched == 0 {
            throw ExitCode(ExitStatus.nothingToDo.rawValue)
        }
    }
}
