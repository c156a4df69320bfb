import Foundation
import ListenModel

extension SiteBuilder {
    /// One user's entity pages, staged for the commit with the reports.
    struct EntityPages {
        /// The pages for the reports' top lists to link to; nil when the site has none.
        var links: EntityLinks?
        /// The pages rendered this run, by folder; `stagedPage(_:user:in:)` is where each is.
        var staged: [String] = []
        /// The covers staged this run (`user/covers/<name>`) and every cover a page shows.
        var stagedCovers: [String] = []
        var shownCovers: Set<String> = []
    }

    /// Renders the artist, album and track pages of `user` whose numbers (or links, or the
    /// templates) changed since the last build into `staging`, recording every page's
    /// fingerprint in `manifest`.
    func buildEntityPages(
        for user: String, periods: [SitePeriod], source: some SiteContentSource, output: URL, staging: URL,
        previous: SiteManifest, manifest: inout SiteManifest, summary: inout SiteBuildSummary
    ) throws -> EntityPages {
        guard options.entityMinimumListens > 0 else { return EntityPages() }
        let selection = EntitySelection(
            minimumListens: options.entityMinimumListens,
            topLists: periods.map { .init(window: $0.period.window, count: $0.period.kind.topListLength) })
        let profiles = try source.entityProfiles(for: user, selection: selection)
        guard !profiles.isEmpty else { return EntityPages() }
        let links = EntityLinks(profiles.map(\.ref))
        let folder = SitePath.component(user)
        var yearURLs: [Int: String] = [:]
        for period in periods where period.period.kind == .year {
            if let year = Int(period.period.slug) { yearURLs[year] = "../../\(period.period.relativePath)/index.html" }
        }

        let candidates = profiles.map(Self.coverCandidates)
        let covers = try stageEntityCovers(
            Set(candidates.joined()), user: user, source: source, output: output, staging: staging)
        var shownCovers: Set<String> = []

        var jobs: [(key: String, profile: EntityProfile, covers: Set<String>)] = []
        for (profile, candidates) in zip(profiles, candidates) {
            guard let entityFolder = links.folders[profile.ref] else { continue }
            let key = folder + "/" + entityFolder
            let shown = candidates.filter(covers.available.contains)
            shownCovers.formUnion(shown)
            let fingerprint = entityFingerprint(profile, links: links, yearURLs: yearURLs, covers: shown)
            manifest.reports[key] = fingerprint
            let page = output.appendingPathComponent(key).appendingPathComponent("index.html")
            if !options.rebuildsEverything, previous.reports[key] == fingerprint,
                FileManager.default.fileExists(atPath: page.path)
            {
                summary.entityPagesUnchanged += 1
            } else {
                jobs.append((key, profile, Set(shown)))
            }
        }
        let failures = ErrorSlots()
        let pending = jobs
        let yearLinks = yearURLs
        let stagedPages = Self.stagedPages(user: user, in: staging)
        if !pending.isEmpty {
            do {
                try FileManager.default.createDirectory(at: stagedPages, withIntermediateDirectories: true)
            } catch {
                throw ReportsError(code: .output, message: "cannot create \(stagedPages.path)", cause: String(describing: error))
            }
        }
        DispatchQueue.concurrentPerform(iterations: pending.count) { index in
            let job = pending[index]
            do {
                let charts = try source.entityCharts(for: user, profile: job.profile)
                let view = EntityPageView(
                    job.profile, user: user, generator: options.generator, charts: charts, links: links, yearURLs: yearLinks,
                    coverPath: { key in
                        key.flatMap { job.covers.contains($0.fileName) ? "../../\(Self.entityCoverFolder)/\($0.fileName)" : nil }
                    })
                let text = try templates.render("entity", in: .html, view)
                try Self.writeStaged(text, to: stagedPages.appendingPathComponent("\(index).html"))
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
        summary.entityPagesBuilt += jobs.count
        return EntityPages(
            links: links, staged: jobs.map(\.key), stagedCovers: covers.staged, shownCovers: shownCovers)
    }

    /// Everything an entity page shows: its numbers, the pages its lists link to, the year
    /// reports it links, the covers it shows, the templates and the generator. Its charts are
    /// drawn from the numbers.
    func entityFingerprint(_ profile: EntityProfile, links: EntityLinks, yearURLs: [Int: String], covers: [String]) -> String {
        var hasher = StableHasher()
        profile.combine(into: &hasher)
        let listed = profile.topTracks.map { EntityRef($0) } + profile.topAlbums.map { EntityRef($0) }
            + profile.playedNext.map { EntityRef($0) }
        for ref in listed { hasher.combine(links.url(for: ref) ?? "-") }
        // The header links the credited artist and a track's album.
        let ref = profile.ref
        hasher.combine(links.url(forArtistCredited: ref.artistName) ?? "-")
        hasher.combine(
            links.url(for: EntityRef(kind: .album, name: ref.releaseName ?? "", mbid: ref.releaseMBID, artistName: ref.artistName))
                ?? "-")
        for year in profile.years { hasher.combine(yearURLs[year.year] ?? "-") }
        hasher.combine(covers.count)
        for name in covers { hasher.combine(name) }
        hasher.combine(templates.digest)
        hasher.combine(options.generator)
        return hasher.hexDigest
    }

    /// The folder a user's entity pages are rendered into, one file per page, flat: a folder
    /// per page in the staging area cost a `mkdir` each (a heavy listener's new week renders
    /// thousands), and the published page's folder mostly exists already.
    static func stagedPages(user: String, in staging: URL) -> URL {
        staging.appendingPathComponent(".entity-pages", isDirectory: true).appendingPathComponent(
            SitePath.component(user), isDirectory: true)
    }

    /// Writes a file of the staging folder: nobody reads it before the commit, and a killed
    /// run's staging folder is removed whole, so it needs no temporary name of its own.
    static func writeStaged(_ text: String, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8)) else {
            throw ReportsError(
                code: .output, message: "cannot write \(url.path); check that the folder is writable and has space",
                cause: String(cString: strerror(errno)))
        }
    }

    /// Moves the staged pages of `user` into their folders in the site.
    static func commitEntityPages(_ keys: [String], user: String, staging: URL, output: URL) throws {
        let folder = stagedPages(user: user, in: staging)
        for (index, key) in keys.enumerated() {
            let target = output.appendingPathComponent(key, isDirectory: true)
            if !FileManager.default.fileExists(atPath: target.path) {
                do {
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                } catch {
                    throw ReportsError(code: .output, message: "cannot create \(target.path)", cause: String(describing: error))
                }
            }
            guard rename(folder.appendingPathComponent("\(index).html").path, target.appendingPathComponent("index.html").path) == 0 else {
                throw ReportsError(
                    code: .output, message: "cannot move the new page into \(target.path)", cause: String(cString: strerror(errno)))
            }
        }
    }
}
