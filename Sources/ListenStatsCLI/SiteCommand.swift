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

    @OptionGroup var output: ReportOutputOptions

    func run() async throws {
        let started = Date()
        let configuration = try global.loadConfiguration().configuration
        let pipeline = try output.pipeline(store: try global.openExistingStore(), output: out, configuration: configuration)
        let options = SiteOptions(
            title: title, baseURL: baseURL, formats: try output.formats(), frontMatter: try output.frontMatterStyle(),
            generator: "listenstats \(ListenStatsCommand.configuration.version)")
        let source = StoreSiteSource(pipeline: pipeline, users: user.isEmpty ? nil : user)
        let summary = try pipelineStep("site") {
            try SiteBuilder(templates: pipeline.templates, options: options)
                .build(from: source, into: URL(fileURLWithPath: out, isDirectory: true))
        }
        if !global.quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            print(
                "site: \(summary.rebuilt) reports built, \(summary.unchanged) unchanged, \(summary.removed) removed, \(summary.pagesWritten) pages updated in \(seconds) s → \(out)/index.html"
            )
        }
    }
}
