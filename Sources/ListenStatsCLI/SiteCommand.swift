import ArgumentParser
import CairoCanvas
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
              listenstats site --out public --base-url https://example.org/music/
              listenstats site --out public --user rob --timezone Europe/Berlin
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

    @Option(help: "The site's title, on the index and in the feed (default: the config's site_title).")
    var title: String?

    @Option(name: .customLong("base-url"), help: "The address the site is published at, for absolute links in the feed.")
    var baseURL: String?

    @Option(
        name: .customLong("entity-min-listens"),
        help: "Artists, albums, tracks and genres with at least this many listens get a page (as do those in any top list); 0 for none, and then no genre or day pages either.")
    var entityMinimumListens: Int = SiteOptions.defaultEntityMinimumListens

    @Option(
        name: .customLong("entity-max-pages"),
        help: "Of those past --entity-min-listens, at most this many artists, albums and tracks each get a page, the most played first (top-list entries come on top).")
    var entityMaximumPages: Int = SiteOptions.defaultEntityMaximumPages

    @Option(help: "local (count the stored listens) or listenbrainz (ListenBrainz's own statistics, from sync --stats) for every user; default: each user's 'source' in the config, else local.")
    var source: String?

    @OptionGroup var output: ReportOutputOptions

    @Flag(help: "Print the wall and CPU time of each stage of the build, and the peak memory at its end, to standard error.") var timings = false

    func validate() throws {
        guard entityMinimumListens >= 0 else {
            throw ValidationError("--entity-min-listens must be 0 or more, not \(entityMinimumListens)")
        }
        guard entityMaximumPages >= 1 else {
            throw ValidationError("--entity-max-pages must be 1 or more, not \(entityMaximumPages)")
        }
        try NumberSource.validate(flag: source)
    }

    func run() async throws {
        let started = Date()
        let stages = timings ? StageTimings() : nil
        let configuration = try global.loadConfiguration().configuration
        var pipeline = try output.pipeline(store: try global.openExistingStore(), output: out, configuration: configuration,
            coverCache: global.paths(for: configuration).coverCache, now: try global.now())
        pipeline.pngForEveryChart = false
        pipeline.writesIntoStaging = true
        pipeline.stages = stages
        var options = SiteOptions(
            title: title ?? configuration.siteTitle, baseURL: baseURL ?? configuration.baseURL, formats: try output.formats(forSite: true),
            frontMatter: try output.frontMatterStyle(), generator: "listenstats \(ListenStatsCommand.configuration.version)")
        options.entityMinimumListens = entityMinimumListens
        options.entityMaximumPages = entityMaximumPages
        let content = try siteSource(pipeline: pipeline, configuration: configuration)
        var builder = SiteBuilder(templates: pipeline.templates, options: options, drawing: CairoChartDrawing())
        builder.stages = stages
        let summary = try pipelineStep("site") {
            try builder.build(from: content, into: URL(fileURLWithPath: out, isDirectory: true))
        }
        if let reason = summary.writtenInPlaceBecause, !global.quiet {
            FileHandle.standardError.write(Data(
                "site: written in place, not swapped in whole (\(reason)); a run killed midway may leave old and new pages side by side until the next run\n".utf8))
        }
        for line in stages?.lines ?? [] { FileHandle.standardError.write(Data(("timings: " + line + "\n").utf8)) }
        if !global.quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            print(
                "site: \(summary.rebuilt) reports built, \(summary.unchanged) unchanged, \(summary.entityPagesBuilt) artist, album and track pages built (\(summary.entityPagesUnchanged) unchanged), \(summary.removed) removed, \(summary.pagesWritten) pages updated in \(seconds) s → \(out)/index.html"
            )
        }
    }

    /// Each user's pages from their listens or from ListenBrainz's statistics: `--source` for
    /// everyone, else each user's configured `source:`.
    private func siteSource(pipeline: ReportPipeline, configuration: ListenStatsConfiguration) throws -> any SiteContentSource {
        let selected = user.isEmpty ? nil : user
        // Each configured user's own clock and exclusions, as `report` and `run` use them; a
        // user the config does not name gets the pipeline's (--timezone, else $TZ, else the system's).
        var settings: [String: UserReportSettings] = [:]
        for configured in configuration.users {
            settings[configured.name] = try output.settings(for: configured.name, configuration: configuration)
        }
        if let source, let chosen = NumberSource(rawValue: source) {
            return chosen == .listenbrainz
                ? ServerSiteSource(pipeline: pipeline, selectedUsers: selected)
                : StoreSiteSource(pipeline: pipeline, users: selected, userSettings: settings)
        }
        let order = try selected ?? pipelineStep("load") { try pipeline.store.users() }
        let serverUsers = Set(configuration.users.filter { $0.source == .listenbrainz }.map(\.name)).intersection(order)
        guard !serverUsers.isEmpty else { return StoreSiteSource(pipeline: pipeline, users: selected, userSettings: settings) }
        return PerUserSiteSource(
            local: StoreSiteSource(
                pipeline: pipeline, users: selected.map { $0.filter { !serverUsers.contains($0) } }, userSettings: settings),
            server: ServerSiteSource(pipeline: pipeline, selectedUsers: selected.map { $0.filter(serverUsers.contains) }),
            serverUsers: serverUsers, order: order)
    }
}
