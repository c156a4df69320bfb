import ChartKit
import Concurrency
import FileWriting
import Foundation
import ListenModel

/// Builds the static site: every report of every user, an index, per-user archives and an
/// Atom feed, rebuilding only the reports whose fingerprint changed.
///
/// Atomic: the build works on a copy of the site that is swapped in whole (`SitePublication`).
/// Within it, changed reports are rendered into a staging folder first; only when every report
/// and page has rendered are files renamed into place (each rename replaces one file whole),
/// and the manifest is written last, so where the copy cannot be made and the build writes in
/// place, a run killed while renaming leaves whole files, and the old manifest makes the next
/// run redo those reports.
public struct SiteBuilder: Sendable {
    public let templates: TemplateLibrary
    public var options: SiteOptions
    /// Where the build's time goes, stage by stage (`site --timings`); nil records nothing.
    public var stages: StageTimings?
    /// What draws the charts the builder itself puts on pages (an artist page's ranks through
    /// the years); nil draws none.
    public var drawing: (any ChartDrawing)?

    static let stagingPrefix = ".listenstats-staging-"
    /// The folder in the staging folder that keeps the files a build replaced until deleted
    /// (a user's folder never starts with a dot).
    static let replacedFolder = ".replaced"

    public init(templates: TemplateLibrary, options: SiteOptions = SiteOptions(), drawing: (any ChartDrawing)? = nil) {
        self.templates = templates
        self.options = options
        self.drawing = drawing
    }

    /// Builds or updates the site in `output` from `source`, and publishes it whole.
    @discardableResult
    public func build(from source: some SiteContentSource, into output: URL) throws -> SiteBuildSummary {
        let publication = try SitePublication.begin(output)
        do {
            var summary = try build(from: source, writingInto: publication.workingFolder)
            try publication.finish()
            summary.writtenInPlaceBecause = publication.inPlaceReason
            return summary
        } catch {
            publication.abandon()
            throw error
        }
    }

    /// Builds or updates the site in `output`, the folder `SitePublication` has the build write.
    private func build(from source: some SiteContentSource, writingInto output: URL) throws -> SiteBuildSummary {
        let files = FileManager.default
        try removeLeftoverStaging(in: output)
        let staging = output.appendingPathComponent(Self.stagingPrefix + UUID().uuidString, isDirectory: true)
        defer { try? files.removeItem(at: staging) }

        // The previous manifest (2 MB of JSON on a heavy site) is decoded while the first
        // user's history loads.
        let previousRead = BackgroundValue { SiteManifest.read(in: output) }
        stages?.mark("start")
        var manifest = SiteManifest()
        var summary = SiteBuildSummary()
        var staged: [String] = []
        // What is kept of each user once done: their summary, and what the commit moves.
        var summaries: [SiteUserSummary] = []
        var entityCommits: [(user: String, pages: [String], covers: [String], shownCovers: Set<String>)] = []
        let userPages = StagedPages(output: output, staging: staging)
        let writer = ReportWriter(templates: templates, frontMatter: options.frontMatter)

        let users = try source.users()
        // The comparison page needs every listener's artists; past its bound there is none.
        let listeners = options.possibleListeners ?? (options.buildsSharedPages ? users.count : 2)
        let compares = (2...Self.comparisonMaximumListeners).contains(listeners)
        for user in users {
            let periods = try source.periods(for: user).sorted(by: Self.publicationOrder)
            let previousManifest = try previousRead.value()
            stages?.mark("periods")
            manifest.userFolders.append(SitePath.component(user))
            // Reports whose fingerprint changed are computed (numbers and charts) on a background
            // queue beside the entity pages, which leave a core idle for a third of their time;
            // they are rendered once the pages they link are known.
            var changed: [ReportJob] = []
            var unchanged: [ReportJob] = []
            for (period, navigation) in Self.navigation(for: periods) {
                let key = SitePath.report(user: user, period: period.period)
                let fingerprint = pageFingerprint(period, navigation: navigation)
                manifest.reports[key] = fingerprint
                let firstFile = output.appendingPathComponent(key).appendingPathComponent(
                    (options.formats.first ?? .html).fileName(frontMatter: options.frontMatter))
                if !options.rebuildsEverything, previousManifest.reports[key] == fingerprint, files.fileExists(atPath: firstFile.path) {
                    unchanged.append((key, period, navigation))
                } else {
                    changed.append((key, period, navigation))
                }
            }
            let computing = DispatchGroup()
            let ahead = computeAhead(changed, user: user, source: source, staging: staging, group: computing)
            let headlinesAhead = computeHeadlinesAhead(for: user, periods: periods, source: source, group: computing)
            // Nothing may still write into the staging folder when a failure removes it.
            defer { computing.wait() }
            let entityPages = try buildEntityPages(
                for: user, periods: periods, source: source, output: output, staging: staging, previous: previousManifest,
                manifest: &manifest, summary: &summary)
            entityCommits.append((user, entityPages.staged, entityPages.stagedCovers, entityPages.shownCovers))
            var linksWithGenres = entityPages.links
            let genrePages = try buildGenrePages(for: user, periods: periods, source: source, links: &linksWithGenres)
            let dayPages = try buildDayPages(
                for: user, source: source, links: &linksWithGenres, previous: previousManifest, manifest: &manifest, output: output)
            let userLinks = linksWithGenres
            let artists = compares ? try source.allTimeArtists(for: user) : []
            try userPages.stage(
                try renderUserPages(user, periods: periods, entityIndexes: entityPages.index, genres: genrePages.search)
                    + genrePages.pages + dayPages)
            computing.wait()
            if let failure = ahead.failures.first { throw failure }
            var computedHeadlines: [String: PeriodHeadline?] = [:]
            for (job, headline) in zip(headlinesAhead.jobs, headlinesAhead.headlines.results) {
                if let headline { computedHeadlines[job.key] = headline }
            }
            summaries.append(
                try userSummary(
                    user, periods: periods, source: source, computed: computedHeadlines, links: userLinks, artists: artists,
                    genrePages: genrePages.pages.map(\.0)))
            // A report is rebuilt, too, when an entity page it links is gone.
            let entityPaths = (userLinks?.folders.values).map { $0.map { $0 + ".html" } } ?? []
            let genrePaths = (userLinks?.genreFolders.values).map { $0.map { $0 + ".html" } } ?? []
            let dayPaths = Set((userLinks?.days ?? []).map { SitePath.dayMonth($0) + ".html" })
            let pages = Set(entityPaths + genrePaths).union(dayPaths)
            var jobs = changed
            for job in unchanged {
                if previousManifest.linkedPagesExist(for: job.key, in: pages) {
                    summary.unchanged += 1
                    manifest.entityLinks[job.key] = previousManifest.entityLinks[job.key]
                } else {
                    jobs.append(job)
                }
            }
            // The rest are computed, and all are rendered, on every core.
            let computed = ahead.contents.results
            let failures = ErrorSlots()
            let linked = ResultSlots<[String]>(count: jobs.count)
            let pending = jobs
            DispatchQueue.concurrentPerform(iterations: pending.count) { index in
                let job = pending[index]
                do {
                    let content =
                        try (index < computed.count ? computed[index] : nil)
                        ?? reportContent(job, user: user, source: source, staging: staging)
                    linked.store(
                        try stageReport(content, key: job.key, links: userLinks, writer: writer, staging: staging),
                        at: index)
                } catch {
                    failures.record(error, at: index)
                }
            }
            if let failure = failures.first { throw failure }
            for (job, pages) in zip(jobs, linked.results) where !(pages ?? []).isEmpty {
                manifest.entityLinks[job.key] = pages
            }
            stages?.mark("reports")
            staged += jobs.map(\.key)
            summary.rebuilt += jobs.count
        }

        let pages =
            options.buildsSharedPages
            ? try renderSitePages(summaries, reportKeys: manifest.reports.keys.sorted(), compatibility: source.compatibility) : []
        stages?.mark("index, archives and feed")
        let replaced = ReplacedFiles(folder: staging.appendingPathComponent(Self.replacedFolder).path)
        for commit in entityCommits {
            try Self.commitEntityCovers(
                commit.covers, shown: commit.shownCovers, user: commit.user, staging: staging, output: output, replaced: replaced)
            try Self.commitEntityPages(commit.pages, staging: staging, output: output, replaced: replaced)
        }
        for key in staged {
            try Self.commitReport(
                from: staging.appendingPathComponent(key), to: output.appendingPathComponent(key), replaced: replaced)
        }
        // The users' pages beside their reports, before the pages spanning users that link them.
        try userPages.commit(replaced: replaced)
        summary.pagesWritten += userPages.changed.count
        // The old files go while the index, archives, feed and manifest are written.
        replaced.startDeletion()
        defer { replaced.waitForDeletion() }
        stages?.mark("commit")
        for (path, text) in pages where try AtomicFile.writeOutput(text, to: output.appendingPathComponent(path)) {
            summary.pagesWritten += 1
        }
        if !pages.contains(where: { $0.0 == ComparisonPageView.path }) {
            let page = output.appendingPathComponent(ComparisonPageView.path)
            if files.fileExists(atPath: page.path) {
                try? files.removeItem(at: page)
                Self.removeEmptyFolders(above: page, within: output)
            }
        }
        if options.buildsSharedPages { Self.removeStaleSitemapParts(in: output, written: Set(pages.map(\.0))) }
        let previousManifest = try previousRead.value()
        for key in previousManifest.reports.keys.sorted() where manifest.reports[key] == nil {
            try? files.removeItem(at: output.appendingPathComponent(key))
            Self.removeEmptyFolders(above: output.appendingPathComponent(key), within: output)
            summary.removed += 1
        }
        // A user's own pages that this build did not write: all of a user no longer published,
        // an index of a kind no longer given pages.
        let written = Set(pages.map(\.0)).union(userPages.made)
        for folder in Set(previousManifest.userFolders).union(manifest.userFolders).sorted() {
            // The genre pages are written with the index: those not written this time go. (A
            // day page is in the manifest, as a report is, and goes as one.)
            let pageFolders = ["genre"].flatMap { kind in
                ((try? files.contentsOfDirectory(atPath: output.appendingPathComponent(folder).appendingPathComponent(kind).path)) ?? [])
                    .map { kind + "/" + $0 }
            }
            for name in Self.userFolderFiles + pageFolders.sorted() where !written.contains(folder + "/" + name) {
                let file = output.appendingPathComponent(folder).appendingPathComponent(name)
                guard files.fileExists(atPath: file.path) else { continue }
                try? files.removeItem(at: file)
                Self.removeEmptyFolders(above: file, within: output)
            }
        }
        // A shard's site keeps what the merge needs to build the pages spanning users.
        if !options.buildsSharedPages { try SiteUserSummary.write(summaries, in: output) }
        try manifest.write(in: output)
        stages?.mark("manifest and removals")
        return summary
    }

    /// The files a user's folder holds beside the reports, entity and genre pages: the user's
    /// page, the A–Z indexes and the search index (`renderPages`).
    static let userFolderFiles = ["index.html", SearchIndex.fileName] + EntityKind.allCases.map(EntityIndexView.fileName)

    /// Whether `output` holds a whole site as the last build left it: its manifest, its front
    /// page, the first file of every report and every entity page the manifest records. A removed or new output
    /// folder, or a report folder deleted by hand, is not, and is built again even when no
    /// listen changed.
    public static func isPublished(in output: URL, formats: [ReportFormat], sharedPages: Bool = true) -> Bool {
        let manifest = SiteManifest.read(in: output)
        let files = FileManager.default
        // A shard's site has no front page: its users' summaries are written in its place.
        let front = sharedPages ? "index.html" : SiteUserSummary.fileName
        guard !manifest.reports.isEmpty, files.fileExists(atPath: output.appendingPathComponent(front).path) else {
            return false
        }
        let first = (formats.first ?? .html).fileName
        // A report is a folder; an artist, album or track page is recorded as its file.
        return manifest.reports.keys.allSatisfy { key in
            let path = output.appendingPathComponent(key)
            return files.fileExists(atPath: key.hasSuffix(".html") ? path.path : path.appendingPathComponent(first).path)
        }
    }

    /// Kinds from the longest span to the shortest, each oldest first.
    static func publicationOrder(_ lhs: SitePeriod, _ rhs: SitePeriod) -> Bool {
        let kinds = ReportPeriodKind.allCases
        let left = kinds.firstIndex(of: lhs.period.kind) ?? 0
        let right = kinds.firstIndex(of: rhs.period.kind) ?? 0
        if left != right { return left < right }
        return (lhs.period.window.start, lhs.period.slug) < (rhs.period.window.start, rhs.period.slug)
    }

    /// Each period with links to the previous and next period of the same kind.
    static func navigation(for periods: [SitePeriod]) -> [(SitePeriod, ReportNavigation)] {
        periods.enumerated().map { index, current in
            func link(_ neighbour: Int) -> ReportNavigation.Link? {
                guard periods.indices.contains(neighbour), periods[neighbour].period.kind == current.period.kind else {
                    return nil
                }
                let period = periods[neighbour].period
                return ReportNavigation.Link(url: "../\(period.slug)/index.html", title: period.title)
            }
            return (
                current,
                ReportNavigation(
                    previous: link(index - 1), next: link(index + 1), archiveURL: "../../index.html",
                    indexURL: "../../../index.html")
            )
        }
    }

    /// Everything a report page depends on: its data, the templates, the options and its links.
    func pageFingerprint(_ period: SitePeriod, navigation: ReportNavigation) -> String {
        var hasher = StableHasher()
        hasher.combine(period.fingerprint)
        hasher.combine(templates.digest)
        // Every option that can change the page (all but `SiteOptions.optionsOffReportPages`).
        // Among them, which entity pages exist for its names to link (the threshold and the
        // bound): a report's top-list entries always have one; a name in another list has one
        // when it passed both. A page that leaves (overtaken under the bound) has the reports
        // linking it rebuilt by the manifest's record of their links; a name that gains one
        // later links MusicBrainz until the report is rebuilt.
        hasher.combine(propertiesOf: options, excluding: SiteOptions.optionsOffReportPages)
        // The sections and charts a report can have, in page order.
        for section in ReportSections.all {
            hasher.combine(section.id.rawValue)
            for chart in section.charts { hasher.combine(chart.id.rawValue) }
        }
        for link in [navigation.previous, navigation.next] {
            hasher.combine(link?.url ?? "-")
            hasher.combine(link?.title ?? "-")
        }
        return hasher.hexDigest
    }

    /// Moves every file of a staged report over the published one, then deletes published files
    /// the new report no longer has (charts that were not drawn this time).
    static func commitReport(from staged: URL, to published: URL, replaced: ReplacedFiles) throws {
        let files = FileManager.default
        let stagedFiles = try relativeFiles(in: staged)
        for path in stagedFiles {
            try moveStaged(
                staged.appendingPathComponent(path), to: published.appendingPathComponent(path), naming: "the new \(path)",
                replaced: replaced)
        }
        let keep = Set(stagedFiles)
        for path in try relativeFiles(in: published) where !keep.contains(path) {
            try? files.removeItem(at: published.appendingPathComponent(path))
        }
    }

    /// Renames a staged file over its published path, making the folders it needs; `naming`
    /// says what it is in the error.
    static func moveStaged(_ source: URL, to target: URL, naming: String, replaced: ReplacedFiles) throws {
        let folder = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportsError(code: .output, message: "cannot create \(folder.path)", cause: String(describing: error))
        }
        let failure = replaced.replace(source.path, over: target.path)
        guard failure == 0 else {
            throw ReportsError(
                code: .output, message: "cannot move \(naming) into \(folder.path)", cause: String(cString: strerror(failure)))
        }
    }

    /// Regular files below `directory`, as sorted relative paths; none when it does not exist.
    static func relativeFiles(in directory: URL) throws -> [String] {
        let files = FileManager.default
        guard files.fileExists(atPath: directory.path), let enumerator = files.enumerator(atPath: directory.path) else {
            return []
        }
        var paths: [String] = []
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// Removes the folders holding `path` that became empty, up to (not including) `root`.
    static func removeEmptyFolders(above path: URL, within root: URL) {
        var folder = path.deletingLastPathComponent().standardizedFileURL
        let rootPath = root.standardizedFileURL.path
        while folder.path.count > rootPath.count, folder.path.hasPrefix(rootPath),
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty) == true
        {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }

    /// Staging folders of runs that were killed.
    func removeLeftoverStaging(in output: URL) throws {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for entry in entries where entry.hasPrefix(Self.stagingPrefix) {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(entry))
        }
    }
}
