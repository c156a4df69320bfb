import FileWriting
import Foundation
import ListenModel

/// A site built in shards: each shard builds its users' folders into a site of its own
/// (`buildsSharedPages` off), publishes them into the shared output folder one whole folder at a
/// time, and a merge then writes the pages spanning users from the shards' summaries.
extension SiteBuilder {
    /// One shard's site, as the merge reads it.
    public struct ShardSite: Sendable {
        /// The shard's own site folder.
        public var folder: URL
        /// The users this shard publishes: a user's folder and numbers come from their shard.
        public var users: Set<String>

        public init(folder: URL, users: Set<String>) {
            self.folder = folder
            self.users = users
        }
    }

    /// What a merge did.
    public struct MergeSummary: Sendable {
        /// The users published, in the order given.
        public var users: [String] = []
        /// Users given that no shard has published yet.
        public var missing: [String] = []
        /// Pages written (the rest were unchanged).
        public var pagesWritten = 0
        /// User folders removed: users no longer published.
        public var removed = 0
        /// Shard sites whose summaries could not be read, with why: their users keep their
        /// folders and are left off the pages spanning users until the shard runs again.
        public var unreadable: [(folder: String, reason: String)] = []
    }

    /// Makes each user folder of the shard site `site` (its manifest's) the published one in
    /// `output`, a folder at a time: the new folder is made beside it (hard links to the shard's
    /// files, or copies on another file system) and swapped in whole, so a reader or a killed run
    /// sees the user's old pages or the new ones, never a mix. A folder already the same (the same
    /// files) is left alone. Returns how many folders were replaced.
    @discardableResult
    public static func publishUserFolders(from site: URL, into output: URL) throws -> Int {
        let manifest = SiteManifest.read(in: site)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw ReportsError(code: .output, message: "cannot create the site folder \(output.path)", cause: String(describing: error))
        }
        var replaced = 0
        for folder in manifest.userFolders {
            let source = site.appendingPathComponent(folder).path
            let target = output.appendingPathComponent(folder).path
            try refuseSymbolicLink(target, in: output)
            if sameFiles(source, target) { continue }
            let next = output.appendingPathComponent(stagingPrefix + "user-" + folder).path
            FolderTree.remove(next)
            do {
                guard mkdir(next, 0o755) == 0 else { throw FolderTree.Failure(path: next, operation: "cannot create", errorNumber: errno) }
                do {
                    try FolderTree.mirror(source, into: next, skipping: { _ in false })
                } catch {
                    // Another file system (or links refused): copies instead.
                    FolderTree.remove(next)
                    try FileManager.default.copyItem(atPath: source, toPath: next)
                }
                if FileManager.default.fileExists(atPath: target) {
                    try FolderTree.exchange(next, target)
                    FolderTree.remove(next)
                } else if rename(next, target) != 0 {
                    throw FolderTree.Failure(path: target, operation: "cannot move into place", errorNumber: errno)
                }
            } catch {
                FolderTree.remove(next)
                throw ReportsError(
                    code: .output, message: "cannot publish \(folder)'s pages into \(output.path); their old pages are unchanged",
                    cause: String(describing: error))
            }
            replaced += 1
        }
        return replaced
    }

    /// Writes the pages spanning users into `output` (the front page, the feed, the comparison
    /// page, 404, stylesheet, search script and sitemap) and its manifest, from the shards'
    /// sites, without opening a store; removes the folders of users no longer published, but
    /// those of `keeping` (the users of a shard that did not finish, whose pages stay).
    /// `order` is the users' order on the front page (the configuration's).
    public func merge(
        _ shards: [ShardSite], order: [String], keeping: Set<String> = [],
        compatibility: ([ArtistCount], [ArtistCount]) -> ListenerCompatibility?, into output: URL
    ) throws -> MergeSummary {
        var byUser: [String: SiteUserSummary] = [:]
        var manifest = SiteManifest()
        var result = MergeSummary()
        var keeping = keeping
        for shard in shards {
            let summaries: [SiteUserSummary]
            do {
                summaries = try SiteUserSummary.read(in: shard.folder)
            } catch {
                // One damaged shard site must not stop the others' merge: its users keep their pages.
                result.unreadable.append((shard.folder.path, String(describing: error)))
                keeping.formUnion(shard.users)
                continue
            }
            let shardManifest = SiteManifest.read(in: shard.folder)
            var folders: Set<String> = []
            for summary in summaries where shard.users.contains(summary.user) {
                byUser[summary.user] = summary
                folders.insert(SitePath.component(summary.user))
            }
            // A key's user is its first component ("rob/week/2026-W47"): one pass over each.
            func ours(_ key: String) -> Bool { folders.contains(String(key[..<(key.firstIndex(of: "/") ?? key.endIndex)])) }
            for (key, fingerprint) in shardManifest.reports where ours(key) { manifest.reports[key] = fingerprint }
            for (key, links) in shardManifest.entityLinks where ours(key) { manifest.entityLinks[key] = links }
        }
        let summaries = order.compactMap { user -> SiteUserSummary? in
            guard let summary = byUser[user] else {
                result.missing.append(user)
                return nil
            }
            result.users.append(user)
            return summary
        }
        manifest.userFolders = summaries.map { SitePath.component($0.user) }
        let pages = try renderSitePages(summaries, reportKeys: manifest.reports.keys.sorted(), compatibility: compatibility)
        try Self.refuseSymbolicLink(output.appendingPathComponent("compare").path, in: output)
        for (path, text) in pages where try AtomicFile.writeOutput(text, to: output.appendingPathComponent(path)) {
            result.pagesWritten += 1
        }
        let files = FileManager.default
        Self.removeStaleSitemapParts(in: output, written: Set(pages.map(\.0)))
        if !pages.contains(where: { $0.0 == ComparisonPageView.path }) {
            let page = output.appendingPathComponent(ComparisonPageView.path)
            if files.fileExists(atPath: page.path) {
                try? files.removeItem(at: page)
                Self.removeEmptyFolders(above: page, within: output)
            }
        }
        let published = Set(manifest.userFolders).union(keeping.map(SitePath.component))
        for folder in SiteManifest.read(in: output).userFolders where !published.contains(folder) {
            FolderTree.remove(output.appendingPathComponent(folder).path)
            result.removed += 1
        }
        try manifest.write(in: output)
        return result
    }

    /// Whether the folders `first` and `second` hold the same files: the same names, each the
    /// same file (hard links to one inode).
    static func sameFiles(_ first: String, _ second: String) -> Bool {
        func entries(_ root: String) -> [String: (UInt64, UInt64)]? {
            var result: [String: (UInt64, UInt64)] = [:]
            var failed = false
            do {
                try FolderTree.walk(root, skipping: { _ in false }) { path, kind in
                    var status = stat()
                    guard lstat(root + "/" + path, &status) == 0 else {
                        failed = true
                        return
                    }
                    result[path] = kind == .file ? (UInt64(status.st_dev), UInt64(status.st_ino)) : (0, 0)
                }
            } catch {
                return nil
            }
            return failed ? nil : result
        }
        var status = stat()
        guard lstat(second, &status) == 0, let left = entries(first), let right = entries(second), left.count == right.count else {
            return false
        }
        return left.allSatisfy { path, identity in right[path].map { $0 == identity } ?? false }
    }

    /// Refuses to publish through a symbolic link at `path` (in the output folder).
    private static func refuseSymbolicLink(_ path: String, in output: URL) throws {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        throw ReportsError(
            code: .output,
            message: "the site folder holds a symbolic link: \(path); a site is published only into real folders, so nothing is written outside \(output.path): replace the link with a folder")
    }
}
