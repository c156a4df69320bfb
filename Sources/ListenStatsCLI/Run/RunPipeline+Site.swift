import CairoCanvas
import ChartKit
import Foundation
import Reports

extension RunPipeline {
    /// Whether the configured output folder lacks the site the last run published (never,
    /// while no configured user has listens to publish).
    static let configuredSiteIsMissing: @Sendable (RunStepContext) -> Bool = { context in
        guard let users = try? publishedUsers(context), !users.isEmpty else { return false }
        let output = URL(fileURLWithPath: context.paths.output, isDirectory: true)
        guard let shard = context.shard else {
            return !SiteBuilder.isPublished(in: output, formats: context.configuration.formats)
        }
        // A shard's own site, and its users' folders in the shared output.
        let site = shardSite(shard, paths: context.paths)
        return !SiteBuilder.isPublished(in: site, formats: context.configuration.formats, sharedPages: false)
            || users.contains { !FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePath.component($0)).path) }
    }

    /// Where shard `shard` builds its users' folders before publishing them into the output.
    static func shardSite(_ shard: ShardAssignment, paths: ListenStatsPaths) -> URL {
        URL(fileURLWithPath: paths.shardFolder(shard.index) + "/site", isDirectory: true)
    }

    /// The site's options from the configuration: the same for a whole run, each shard and the
    /// merge, which is what makes their pages the same. `configuredUsers`: every user of the
    /// configuration (a shard's lists only its own).
    static func siteOptions(_ configuration: ListenStatsConfiguration, configuredUsers: Int, rebuild: Bool) -> SiteOptions {
        var options = SiteOptions(
            title: configuration.siteTitle, baseURL: configuration.baseURL, formats: configuration.formats, frontMatter: .none,
            generator: "listenstats \(ListenStatsCommand.configuration.version)")
        options.rebuildsEverything = rebuild
        options.entityMinimumListens = configuration.entityMinimumListens
        options.entityMaximumPages = configuration.entityMaximumPages
        options.possibleListeners = configuredUsers
        return options
    }

    /// The configured users with something to publish: listens, or (with `source:
    /// listenbrainz`) ListenBrainz's statistics; a user a sync met with nothing gets no pages.
    static func publishedUsers(_ context: RunStepContext) throws -> [String] {
        let withListens = Set(try context.store.usersWithListens())
        let known = Set(try context.store.users())
        return context.configuration.users.filter {
            $0.source == .listenbrainz ? known.contains($0.name) : withListens.contains($0.name)
        }.map(\.name)
    }

    /// `site` for every configured user with something to publish: the same builder
    /// `listenstats site` runs, with each user's own time zone and exclusions, into the
    /// configured output folder.
    static let buildConfiguredSite: RunStep.Body = { context in
        let configuration = context.configuration
        let users = try publishedUsers(context)
        guard !users.isEmpty else { return .unchanged("no listens stored yet") }

        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        let output = URL(fileURLWithPath: context.paths.output, isDirectory: true)
        var pipeline = ReportPipeline(
            store: context.store, templates: try TemplateLocator.library(override: nil), outputRoot: output,
            calendar: utc)
        pipeline.formats = configuration.formats
        pipeline.theme = configuration.theme.chartTheme
        pipeline.milestones = configuration.milestones
        pipeline.now = context.now
        pipeline.coverCache = URL(fileURLWithPath: context.paths.coverCache, isDirectory: true)
        pipeline.pngForEveryChart = false
        pipeline.writesIntoStaging = true
        var settings: [String: UserReportSettings] = [:]
        for user in configuration.users {
            settings[user.name] = try UserReportSettings.resolve(
                user: user.name, configuration: configuration, timeZoneFlag: nil, environment: context.environment)
        }
        var options = siteOptions(configuration, configuredUsers: context.configuredUserCount, rebuild: context.rebuild)
        options.buildsSharedPages = context.shard == nil
        let serverUsers = Set(configuration.users.filter { $0.source == .listenbrainz }.map(\.name)).intersection(users)
        let local = StoreSiteSource(
            pipeline: pipeline, users: users.filter { !serverUsers.contains($0) }, userSettings: settings,
            kinds: configuration.ranges.map(\.periodKind))
        let source: any SiteContentSource =
            serverUsers.isEmpty
            ? local
            : PerUserSiteSource(
                local: local, server: ServerSiteSource(pipeline: pipeline, selectedUsers: users.filter(serverUsers.contains)),
                serverUsers: serverUsers, order: users)
        let builder = SiteBuilder(templates: pipeline.templates, options: options, drawing: CairoChartDrawing())
        guard let shard = context.shard else {
            let summary = try builder.build(from: source, into: output)
            let text =
                "\(summary.rebuilt) reports built, \(summary.unchanged) unchanged, \(summary.entityPagesBuilt) artist, album and track pages built, \(summary.removed) removed"
            return summary.rebuilt + summary.removed + summary.pagesWritten + summary.entityPagesBuilt > 0 ? .changed(text) : .unchanged(text)
        }
        // A shard builds its users' folders in a site of its own, then publishes each folder
        // whole into the shared output; the merge writes the pages spanning users.
        let site = shardSite(shard, paths: context.paths)
        let summary = try builder.build(from: source, into: site)
        let published = try SiteBuilder.publishUserFolders(from: site, into: output)
        let text =
            "\(summary.rebuilt) reports built, \(summary.unchanged) unchanged, \(summary.entityPagesBuilt) artist, album and track pages built, \(summary.removed) removed; \(published) users' folders published"
        return summary.rebuilt + summary.removed + summary.pagesWritten + summary.entityPagesBuilt + published > 0
            ? .changed(text) : .unchanged(text)
    }
}
