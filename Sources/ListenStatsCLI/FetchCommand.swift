import ArgumentParser
import Foundation
import ListenModel
import ListenSources
import ListenStore

/// `listenstats fetch`: what the reports show besides the listens, in one command: the music
/// metadata of the stored recordings (genres, release years, artist origins) from
/// ListenBrainz, then the covers of the top lists from the Cover Art Archive. `enrich` and
/// `covers` are its two halves under their old names.
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch the metadata (genres, years, origins) and the covers the reports show.",
        discussion: """
            First asks ListenBrainz's metadata API about every recording MBID of the user's \
            listens (about 200 per request; recordings fetched within --max-age days are not \
            asked again), then the Cover Art Archive for the 250 px thumbnail of every release \
            a report can show (the top 10 of each week and month, the top 25 of each year and \
            of all time); covers cached, or known to be missing, are not asked again. Each \
            answer is stored as it arrives, so an interrupted run keeps what it fetched. \
            Reports never fetch: they use what is cached. Without --user: the metadata of every \
            stored recording, and the covers of every user with listens. `run` does the same \
            after each sync when the config says `fetch: [metadata, covers]`.

            Environment: LISTENBRAINZ_TOKEN, LISTENBRAINZ_API_URL, LISTENSTATS_COVER_CACHE, \
            LISTENSTATS_COVER_ART_URL.

            Exit codes: 0 something fetched; 3 nothing was missing; 4 one half (or some \
            covers) failed, the rest was fetched; otherwise the first failure's code (69 \
            unreachable, 75 interrupted or rate limited, 73 cache not writable, 66 nothing \
            stored).

            Examples:
              listenstats fetch --user rob
              listenstats fetch --user rob --only covers
              listenstats fetch --max-age 0           # every recording's metadata again
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only this user's recordings and covers (default: every stored user).")
    var user: String?

    @Option(help: "Fetch only 'metadata' or only 'covers' (default: both).")
    var only: FetchKind?

    @OptionGroup var metadata: MetadataFetchOptions

    @OptionGroup var covers: CoverFetchOptions

    func validate() throws {
        if let user, user.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--user must name a user")
        }
    }

    func run() async throws {
        var failures: [(status: ExitStatus, error: Error)] = []
        var fetchedAnything = false
        var someCoversFailed = false
        if only != .covers {
            do {
                fetchedAnything = try await metadata.fetch(user: user, global: global) > 0 || fetchedAnything
            } catch {
                failures.append((Self.report(error), error))
            }
        }
        if only != .metadata {
            do {
                let store = try global.openExistingStore()
                let users = try user.map { [$0] } ?? store.usersWithListens()
                for name in users {
                    let summary = try await covers.fetch(user: name, global: global)
                    fetchedAnything = summary.fetched > 0 || fetchedAnything
                    someCoversFailed = someCoversFailed || summary.failed + summary.corrupt > 0
                }
            } catch {
                failures.append((Self.report(error), error))
            }
        }
        let halves = only == nil ? 2 : 1
        if let first = failures.first {
            // Both halves failed (or the only one asked for): its code; else a partial failure.
            throw failures.count == halves ? ExitCode(first.status.rawValue) : ExitCode(ExitStatus.partialFailure.rawValue)
        }
        if someCoversFailed { throw ExitCode(ExitStatus.partialFailure.rawValue) }
        if !fetchedAnything { throw ExitCode(ExitStatus.nothingToDo.rawValue) }
    }

    /// Prints `error` as the command's end would, and says its status, so the other half
    /// still runs.
    static func report(_ error: Error) -> ExitStatus {
        if let code = ExitStatus.reportingAndMapping(error) as? ExitCode {
            return ExitStatus(rawValue: code.rawValue) ?? .failure
        }
        ExitStatus.printError("listenstats: \(error)")
        return .failure
    }
}
