import ArgumentParser
import Foundation
import ListenModel
import ListenSources
import ListenStore
import Reports
import StatsEngine

/// `listenstats demo`: a realistic history made offline, stored, and turned into reports.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Generate a demo history, store it, and write its reports.",
        discussion: """
            Makes two years (about 30,000 listens) of listening for the user 'demo' in \
            Europe/Berlin, stores them in the database (running it again adds no duplicates), and \
            writes a weekly report for 2026-W47 and a year report for 2025 under OUTPUT/demo/, \
            each as HTML, Markdown and JSON with PNG and SVG charts.

            Examples:
              listenstats demo --output Output
              listenstats demo --db /tmp/demo.sqlite --seed 7    # another history
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Where reports are written; the demo's go to OUTPUT/demo/.")
    var output: String = "Output"

    @Option(help: "The generator's seed: the same seed gives the same history.")
    var seed: UInt64 = DemoHistoryGenerator().seed

    @Option(help: "A folder of templates to use instead of the built-in Templates/.")
    var templates: String?

    static let user = "demo"

    func run() async throws {
        let generator = DemoHistoryGenerator(seed: seed)
        let started = Date()
        let listens = generator.listens()
        let store = try global.openStore()
        let summary = try pipelineStep("store") { try store.insert(listens, user: Self.user) }
        // Made-up genres, release years and origins, offline, dated at the history's end so
        // the same seed writes the same bytes.
        let metadata = DemoMetadataGenerator(seed: seed).batch(for: listens)
        try pipelineStep("store") { try store.saveMetadata(metadata, fetchedAt: listens.last?.listenedAt ?? 0) }

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = generator.timeZone
        var pipeline = ReportPipeline(
            store: store, templates: try TemplateLocator.library(override: templates),
            outputRoot: URL(fileURLWithPath: output, isDirectory: true), calendar: calendar)
        // Made-up covers for the made-up releases, drawn offline into the cover cache.
        let coverCache = URL(fileURLWithPath: global.paths(for: try global.loadConfiguration().configuration).coverCache, isDirectory: true)
        let engine = try pipeline.loadEngine(user: Self.user)
        let covers = try pipelineStep("covers") { try DemoCoverArt.fill(CoverCache(directory: coverCache), engine: engine) }
        pipeline.coverCache = coverCache
        let week = try pipeline.writeReport(
            user: Self.user,
            period: .init(request: .isoWeek(year: 2026, week: 47), kind: .week, slug: "2026-W47", title: "Week 47, 2026"))
        let year = try pipeline.writeReport(
            user: Self.user, period: .init(request: .year(2025), kind: .year, slug: "2025", title: "2025"))

        if !global.quiet {
            let seconds = Date().timeIntervalSince(started)
            print("""
                demo: \(listens.count) listens for '\(Self.user)' (\(summary.inserted) new) in \(try global.databasePath())
                demo: \(covers) covers drawn into \(coverCache.path)
                demo: weekly report  \(week.path)/index.html
                demo: year report    \(year.path)/index.html
                demo: done in \(String(format: "%.1f", seconds)) s
                """)
        }
    }

}
