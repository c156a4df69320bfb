import CompactStorage
import Concurrency
import Foundation
import ListenModel

extension SiteBuilder {
    /// One user's entity pages, staged for the commit with the reports.
    struct EntityPages {
        /// The pages for the reports' top lists to link to; nil when the site has none.
        var links: EntityLinks?
        /// The pages rendered into the staging folder this run, by their path below the output
        /// folder (`user/artist/slug.html`; see `stagedEntityPage`).
        var staged: [String] = []
        /// The covers staged this run (`user/covers/<name>`) and every cover a page shows.
        var stagedCovers: [String] = []
        var shownCovers: Set<String> = []
        /// Every page, by kind, for the user's index pages (`EntityIndexView`).
        var index: [EntityKind: [EntityIndexView.Entry]] = [:]
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
            minimumListens: options.entityMinimumListens, maximumPerKind: options.entityMaximumPages,
            topLists: periods.map { .init(window: $0.period.window, count: $0.period.kind.topListLength) })
        let profiles = try source.entityProfiles(for: user, selection: selection)
        stages?.mark("entity profiles")
        guard !profiles.isEmpty else { return EntityPages() }
        let links = EntityLinks(profiles.refs)
        let folder = SitePath.component(user)
        let yearURLs = Self.yearURLs(periods)

        // A chunk of profiles at a time is made, fingerprinted, rendered and let go: all of a
        // heavy listener's profiles at once were the site's peak of memory.
        var pages = EntityPages(links: links)
        var coversDecided: Set<String> = []
        var coversAvailable: Set<String> = []
        let publishedCovers = Self.publishedCovers(of: user, in: output)
        let publishedPages = Self.publishedEntityPages(of: user, in: output)
        // The cache's listing rather than a look into it per name: a heavy listener's pages
        // name tens of thousands of covers, most of them never fetched.
        let cachedCovers = source.cachedCoverNames(for: user)
        // Each page's path below the user's folder, and its URL from another entity page.
        let pagePaths = profiles.refs.map { links.page(for: $0) }
        let pageURLs = pagePaths.map { $0.map { EntityLinks.fromEntityPage + $0 } }
        for chunk in stride(from: 0, to: profiles.count, by: Self.entityChunk) {
            // A page's fingerprint reads its summary, not its profile: only the pages that
            // changed get one (see `EntityProfileSummary`).
            let range = chunk..<min(chunk + Self.entityChunk, profiles.count)
            let prepared = ResultSlots<(EntityProfileSummary, EntityPageLinks)>(count: range.count)
            DispatchQueue.concurrentPerform(iterations: range.count) { offset in
                let position = range.lowerBound + offset
                let pageSummary = profiles.summary(at: position)
                prepared.store(
                    (pageSummary, EntityPageLinks(pageSummary, ref: profiles.refs[position], pages: pageURLs, links: links)),
                    at: offset)
            }
            let chunkPages = prepared.results.compactMap { $0 }
            stages?.mark("entity pages: summaries and links")
            // Each cover is decided once, in page order (a cover is on many pages).
            var undecided: [String] = []
            for name in chunkPages.lazy.map(\.0.coverNames).joined() where coversDecided.insert(name).inserted {
                undecided.append(name)
            }
            let covers = try stageEntityCovers(
                undecided, published: publishedCovers, cached: cachedCovers, user: user, source: source, staging: staging)
            coversAvailable.formUnion(covers.available)
            pages.stagedCovers += covers.staged

            stages?.mark("entity pages: covers")
            let shown = chunkPages.map { $0.0.coverNames.filter(coversAvailable.contains) }
            let fingerprints = ResultSlots<String>(count: chunkPages.count)
            DispatchQueue.concurrentPerform(iterations: chunkPages.count) { offset in
                let (pageSummary, pageLinks) = chunkPages[offset]
                fingerprints.store(
                    entityFingerprint(
                        pageSummary, ref: profiles.refs[range.lowerBound + offset], links: pageLinks, yearURLs: yearURLs,
                        covers: shown[offset]),
                    at: offset)
            }
            stages?.mark("entity pages: fingerprints")
            var jobs: [EntityPageJob] = []
            for (offset, fingerprint) in fingerprints.results.enumerated() {
                let position = range.lowerBound + offset
                // The page's path is its manifest key: a site of the older layout (a folder
                // per page) has other keys, so its folders are removed as pages gone.
                guard let fingerprint, let page = pagePaths[position] else { continue }
                let ref = profiles.refs[position]
                let rank = chunkPages[offset].0.rank
                pages.index[ref.kind, default: []].append(
                    EntityIndexView.Entry(
                        name: ref.name, byline: ref.kind == .artist ? "" : ref.artistName, hasByline: ref.kind != .artist,
                        url: page, rank: "#\(DisplayFormat.count(rank))", rankValue: rank,
                        listens: chunkPages[offset].0.listenCount))
                let key = folder + "/" + page
                pages.shownCovers.formUnion(shown[offset])
                manifest.reports[key] = fingerprint
                if !options.rebuildsEverything, previous.reports[key] == fingerprint, publishedPages.contains(page) {
                    summary.entityPagesUnchanged += 1
                } else {
                    jobs.append((key, position, chunkPages[offset].1, Set(shown[offset])))
                }
            }
            try renderEntityPages(jobs, profiles: profiles, user: user, source: source, yearURLs: yearURLs, staging: staging)
            stages?.mark("entity pages: render")
            summary.entityPagesBuilt += jobs.count
            pages.staged += jobs.map(\.key)
        }
        return pages
    }

    /// The entity pages published in `user`'s folder ("artist/….html"): three folders listed
    /// once, instead of a look at the disk for each of thousands of unchanged pages.
    static func publishedEntityPages(of user: String, in output: URL) -> Set<String> {
        let folder = output.appendingPathComponent(SitePath.component(user)).path
        var pages: Set<String> = []
        for kind in EntityKind.allCases {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + kind.rawValue)) ?? [] {
                pages.insert(kind.rawValue + "/" + name)
            }
        }
        return pages
    }

    /// A page to render: its folder, its profile's position, its links and the covers it shows.
    typealias EntityPageJob = (key: String, position: Int, links: EntityPageLinks, covers: Set<String>)

    /// How many profiles are made and rendered at a time.
    static let entityChunk = 128

    /// Renders `jobs` into the staging folder on every core, each from the profile made for it.
    func renderEntityPages(
        _ jobs: [EntityPageJob], profiles: EntityProfiles, user: String, source: some SiteContentSource,
        yearURLs: [Int: String], staging: URL
    ) throws {
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            do {
                let profile = profiles[job.position]
                let charts = try drawing.map { try EntityRankChart.charts(for: profile, drawing: $0) } ?? []
                let view = EntityPageView(
                    profile, user: user, generator: options.generator, charts: charts, links: job.links, yearURLs: yearURLs,
                    coverPath: { key in
                        key.flatMap { job.covers.contains($0.fileName) ? EntityLinks.fromEntityPage + Self.entityCoverFolder + "/" + $0.fileName : nil }
                    })
                let text = try templates.render("entity", in: .html, view)
                try StagedFile.write(text, toPath: Self.stagedEntityPage(job.key, in: staging))
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
    }

    /// Where the page `key` (`user/artist/slug.html`) is staged: a folder per published folder
    /// (`entity-pages/user+artist/slug.html`; `+` is in no folder name), so that each kind's
    /// pages are published on a thread of their own (see `commitEntityPages`). Paths are
    /// strings: building Foundation URLs cost more than the writes.
    static func stagedEntityPage(_ key: String, in staging: URL) -> String {
        let slash = key.lastIndex(of: "/") ?? key.startIndex
        return staging.path + "/entity-pages/" + key[..<slash].replacingOccurrences(of: "/", with: "+") + key[slash...]
    }

    /// Moves staged entity pages over the published ones: a rename each, into its kind's
    /// folder (made when missing), not `commitReport`'s walk of two folders per page. Each
    /// folder's pages go on a thread of their own: moves out of one folder into another wait
    /// for the two folders' locks, and ext4 starts writing each new page out in its rename, so
    /// one thread left a core idle for a tenth of a second of a heavy new week.
    static func commitEntityPages(_ keys: [String], staging: URL, output: URL, replaced: ReplacedFiles) throws {
        let outputPath = output.path
        let byFolder = Dictionary(grouping: keys) { key in key[..<(key.lastIndex(of: "/") ?? key.startIndex)] }
            .sorted { $0.key < $1.key }
        let lanes = byFolder.map { _ in replaced.lane() }
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: byFolder.count) { index in
            let (folder, pages) = byFolder[index]
            do {
                do {
                    try FileManager.default.createDirectory(atPath: outputPath + "/" + folder, withIntermediateDirectories: true)
                } catch {
                    throw ReportsError(code: .output, message: "cannot create \(outputPath)/\(folder)", cause: String(describing: error))
                }
                for key in pages {
                    let published = outputPath + "/" + key
                    let failure = lanes[index].replace(stagedEntityPage(key, in: staging), over: published)
                    guard failure == 0 else {
                        throw ReportsError(
                            code: .output, message: "cannot move the new page into \(published)",
                            cause: String(cString: strerror(failure)))
                    }
                }
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
    }

    /// Everything an entity page shows: its numbers (the summary's digest, its ref and its
    /// ranks as the page words them), the pages its lists link, the year reports it links, the
    /// covers it shows, the templates and the generator. Its charts are drawn from the numbers.
    func entityFingerprint(
        _ summary: EntityProfileSummary, ref: EntityRef, links: EntityPageLinks, yearURLs: [Int: String], covers: [String]
    ) -> String {
        var hasher = ContentHasher()
        for field in ref.fields { hasher.combine(field) }
        hasher.combine(word: summary.content.0)
        hasher.combine(word: summary.content.1)
        // The ranks as the page words them (see `EntityRankLabel`), not the numbers.
        hasher.combine(EntityRankLabel.allTime(summary.rank, of: summary.rankedCount, plural: ref.kind.plural))
        hasher.combine(summary.yearRanks.count)
        for entry in summary.yearRanks {
            hasher.combine(entry.year)
            hasher.combine(EntityRankLabel.year(entry.rank) ?? (entry.rank == nil ? -1 : -2))
        }
        for url in links.topTracks + links.topAlbums + links.playedNext { hasher.combine(url ?? "-") }
        // The header links the credited artist and a track's album.
        hasher.combine(links.artist ?? "-")
        hasher.combine(links.album ?? "-")
        for year in summary.years { hasher.combine(yearURLs[year] ?? "-") }
        hasher.combine(covers.count)
        for name in covers { hasher.combine(name) }
        hasher.combine(templates.digest)
        hasher.combine(options.generator)
        return hasher.hexDigest
    }
}
