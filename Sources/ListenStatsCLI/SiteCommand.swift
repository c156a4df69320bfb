import ArgumentParser
import Foundation
import Reports

/// `listenstats site`: every report of every user, with an index, archives and an Atom feed.
struct SiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build a static site of every user's weekly, monthly, yearly and all-time reports.",
        discussion: """
            Writes OUT/index.html, OUT/feed.xml (Atom), OUT/<user>/index.html and every report \
            below OUT/<user>/. Run it again (from cron) and only periods whose listens changed are \
            rebuilt; the same store gives the same bytes, and a run killed midway leaves the old \
            site intact.

            Examples:
              listenstats site --out public
              listenstats site --out public --user rob --timezone Europe/Berlin --base-url https://example.org/music/
              listenstats site --out public --user rob --source listenbrainz

            With --source listenbrainz each user's pages are ListenBrainz's own statistics for \
            the last week, month and year and all time, as `listenstats sync --stats` stored \
            them; no listens are needed.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The folder the site is built in.")
    var out: String = "Output/site"

    @Option(help: "Publish only this user (repeat for several; default: every user in the store).")
    var user: [String] = []

    @Option(help: "The site's title, on the index and in the feed.")
    var title: String = "Listening reports"

    @Option(name: .customLong("base-url"), help: "The address the site is published at, for absolute links in the feed.")
    var baseURL: String?

    @Option(
        name: .customLong("entity-min-listens"),
        help: "Artists, albums and tracks with at least this many listens get a page (as do those in any top list); 0 for none.")
    var entityMinimumListens: Int = SiteOptions.defaultEntityMinimumListens

    @Option(help: "local (count the stored listens) or listenbrainz (ListenBrainz's own statistics, from sync --stats).")
    var source: String = "local"

    @OptionGroup var output: ReportOutputOptions

    func validate() throws {
        guard entityMinimumListens >= 0 else {
            throw ValidationError("--entity-min-listens must be 0 or more, not \(entityMinimumListens)")
        }
        guard ["local", "listenbrainz"].contains(source) else {
            throw ValidationError("--source must be local or listenbrainz, not '\(source)'")
        }
    }

    func run() async throws {
        let started = Date()
        let configuration = try global.loadConfiguration().configuration
        let pipeline = try output.pipeline(store: try global.openExistingStore(), output: out, configuration: configuration)
        var options = SiteOptions(
            title: title, baseURL: baseURL ?? configuration.baseURL, formats: try output.formats(), frontMatter: try output.frontMatterStyle(),
            generator: "listenstats \(ListenStatsCommand.configuration.version)")
        options.entityMinimumListens = entityMinimumListens
        let users = user.isEmpty ? nil : user
        let content: any SiteContentSource =
            source == "listenbrainz"
            ? ServerSiteSource(pipeline: pipeline, selectedUsers: users) : StoreSiteSource(pipeline: pipeline, users: users)
        let summary = try pipelineStep("site") {
            try SiteBuilder(templates: pipeline.templates, options: options)
                .build(from: content, into: URL(fileURLWithPath: out, isDirectory: true))
        }
        if !global.quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            print(
                "site: \(summary.rebuilt) reports built, \(summary.unchanged) unchanged, \(summary.entityPagesBuilt) artist, album and track pages built (\(summary.entityPagesUnchanged) unchanged), \(summary.removed) removed, \(summary.pagesWritten) pages updated in \(seconds) s → \(out)/index.html"
            )
        }
    }
}
