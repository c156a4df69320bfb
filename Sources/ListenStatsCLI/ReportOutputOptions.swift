import ChartKit
import ArgumentParser
import Foundation
import ListenStore
import Reports

/// Options shared by `report`, `year` and `site`: what to write and how to render it.
struct ReportOutputOptions: ParsableArguments {
    @Option(help: "Formats to write, comma-separated: html, md, json (default: all three; for site: html and json, and md with --front-matter).")
    var format: String?

    @Option(name: .customLong("front-matter"), help: "Front matter in report.md for Hugo or Jekyll: yaml, toml or none.")
    var frontMatter: String = "none"

    @Option(help: "A folder of templates (html/, markdown/, atom/) to use instead of the built-in Templates/.")
    var templates: String?

    @Option(help: "The IANA time zone every day, hour and week is cut in (default: the user's time_zone in the config, else $TZ, else the system's zone; UTC gives ListenBrainz's own numbers).")
    var timezone: String?

    func validate() throws {
        _ = try formats()
        _ = try frontMatterStyle()
        // Only the flag: $TZ is checked where it is used, after the user's configured zone.
        if let timezone { try validating { _ = try StatsRequest.timeZone(named: timezone, environment: [:]) } }
    }

    /// The files each report gets: `--format`, else all three for `report` and `year`. A site
    /// (`forSite`) writes what its readers and programs open, the page and `data.json`, and
    /// `report.md` only when asked for: by `--format`, or by `--front-matter` (for Hugo or Jekyll).
    func formats(forSite: Bool = false) throws -> [ReportFormat] {
        guard let format else {
            guard forSite else { return ReportFormat.allCases }
            return try frontMatterStyle() == .none ? ReportFormat.siteDefault : ReportFormat.allCases
        }
        return try format.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let format = ReportFormat(rawValue: trimmed == "markdown" ? "md" : trimmed) else {
                throw ValidationError("unknown format '\(trimmed)'; use html, md or json")
            }
            return format
        }
    }

    func frontMatterStyle() throws -> FrontMatterStyle {
        guard let style = FrontMatterStyle(rawValue: frontMatter) else {
            throw ValidationError("unknown front matter '\(frontMatter)'; use yaml, toml or none")
        }
        return style
    }

    /// `user`'s wall clock and exclusions (`UserReportSettings`): --timezone, else the user's
    /// entry in the config, else $TZ, else the system's zone.
    func settings(for user: String, configuration: ListenStatsConfiguration) throws -> UserReportSettings {
        try UserReportSettings.resolve(user: user, configuration: configuration, timeZoneFlag: timezone)
    }

    /// The report pipeline for these options, writing below `output`, with the config file's
    /// theme and `user`'s zone and exclusions (without a user, those of someone the config
    /// does not name: a site's users each get theirs from `settings(for:configuration:)`).
    func pipeline(
        store: ListenStore, output: String, configuration: ListenStatsConfiguration = .defaults,
        user: String? = nil, coverCache: String? = nil, now: Int64
    ) throws -> ReportPipeline {
        let settings = try settings(for: user ?? "", configuration: configuration)
        var pipeline = ReportPipeline(
            store: store, templates: try TemplateLocator.library(override: templates),
            outputRoot: URL(fileURLWithPath: output, isDirectory: true), calendar: settings.calendar)
        pipeline.formats = try formats()
        pipeline.frontMatter = try frontMatterStyle()
        pipeline.theme = configuration.theme.chartTheme
        pipeline.milestones = configuration.milestones
        pipeline.filter = settings.filter
        pipeline.now = now
        pipeline.coverCache = coverCache.map { URL(fileURLWithPath: $0, isDirectory: true) }
        return pipeline
    }
}
