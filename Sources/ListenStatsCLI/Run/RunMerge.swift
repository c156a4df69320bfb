import Foundation
import Logging
import Reports
import StatsEngine

/// `listenstats run --merge`: after the shards of a sharded run, writes the pages spanning
/// users (front page, feed, comparison, sitemap) from the shards' sites, without opening a
/// store, and says which shards did not finish: their users keep the pages of their last
/// finished run, and the merge exits 4.
struct RunMerge: Sendable {
    var loaded: LoadedConfiguration
    var paths: ListenStatsPaths
    var lockWait: Duration = .zero
    var logger: Logger

    struct Outcome: Sendable, Equatable {
        var lines: [String]
        var status: ExitStatus
    }

    func perform() async throws -> Outcome {
        let configuration = loaded.configuration
        let configSource = loaded.file ?? "the config file"
        guard !configuration.users.isEmpty else {
            throw CLIError("no users are configured in \(configSource); add a 'users:' list (see docs/configuration.md)", status: .configuration)
        }
        let count = try shardCount(configSource: configSource)
        let lock = try await RunLock(path: paths.shardsFolder + "/merge.lock", wait: lockWait)
        defer { withExtendedLifetime(lock) {} }

        var problems: [String] = []
        var shards: [SiteBuilder.ShardSite] = []
        // The users of a shard that did not finish keep their folders, whatever its site says.
        var keeping: Set<String> = []
        for index in 0..<count {
            let shard = ShardAssignment(index: index, count: count)
            let users = configuration.users.map(\.name).filter(shard.holds)
            let site = RunPipeline.shardSite(shard, paths: paths)
            shards.append(SiteBuilder.ShardSite(folder: site, users: Set(users)))
            guard !users.isEmpty else { continue }
            let status = try ShardStatus.read(shard: index, in: paths)
            if status?.succeeded != true { keeping.formUnion(users) }
            let kept = "its \(users.count) users keep the pages of its last finished run"
            switch status {
            case nil:
                problems.append("\(shard) has not run yet (no \(paths.shardFolder(index))/\(ShardStatus.fileName)): its \(users.count) users have no pages; run it, then merge again")
            case let status? where status.shards != count:
                problems.append("\(shard) last ran as shard \(status.shard) of \(status.shards): run it again as \(index)/\(count); \(kept)")
            case let status? where status.state == .running:
                problems.append("\(shard) did not finish its last run (killed, or still running): \(kept); run it again, then merge")
            case let status? where !status.succeeded:
                let failed = status.failedUsers.isEmpty ? "" : " (\(status.failedUsers.joined(separator: ", ")))"
                problems.append("\(shard) failed with exit \(status.exit ?? 1)\(failed): its pages are those it could build; see its log")
            default: break
            }
        }
        let builder = SiteBuilder(
            templates: try TemplateLocator.library(override: nil), options: RunPipeline.siteOptions(configuration, configuredUsers: configuration.users.count, rebuild: false))
        let summary = try builder.merge(
            shards, order: configuration.users.map(\.name), keeping: keeping, compatibility: { ListenerComparison.compare($0, $1) },
            into: URL(fileURLWithPath: paths.output, isDirectory: true))
        for (folder, reason) in summary.unreadable {
            problems.append("cannot read the shard site \(folder) (\(reason)): its users keep their pages and are left off the front page; run that shard again, then merge")
        }
        for problem in problems { logger.error("\(problem)") }
        var lines = [
            "merged \(summary.users.count) users from \(count) shards into \(paths.output): \(summary.pagesWritten) pages written, \(summary.removed) users' folders removed"
        ]
        lines += problems
        let status: ExitStatus =
            !problems.isEmpty ? .partialFailure : summary.pagesWritten + summary.removed > 0 ? .success : .nothingToDo
        lines.append("exit \(status.rawValue) (\(status.phrase))")
        return Outcome(lines: lines, status: status)
    }

    /// The configured `shards`, else the count the shards last ran with (all the same).
    private func shardCount(configSource: String) throws -> Int {
        if let configured = loaded.configuration.shardCount { return configured }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: paths.shardsFolder)) ?? []
        let counts = Set(try folders.compactMap(Int.init).compactMap { try ShardStatus.read(shard: $0, in: paths)?.shards })
        guard counts.count == 1, let count = counts.first else {
            throw CLIError(
                counts.isEmpty
                    ? "no shard has run into \(paths.shardsFolder) yet: run the shards (`listenstats run --shard I/N`) first, or set 'shards: N' in \(configSource)"
                    : "the shards in \(paths.shardsFolder) ran with different counts (\(counts.sorted().map(String.init).joined(separator: ", "))); set 'shards: N' in \(configSource)",
                status: .configuration)
        }
        return count
    }
}
