import Foundation
import ListenModel

extension SiteBuilder {
    /// One user's entity pages, staged for the commit with the reports.
    struct EntityPages {
        /// The pages for the reports' top lists to link to; nil when the site has none.
        var links: EntityLinks?
        /// The folders rendered into the staging folder this run.
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
        let links = EntityLinks(profiles.refs)
        let folder = SitePath.component(user)
        var yearURLs: [Int: String] = [:]
        for period in periods where period.period.kind == .year {
            if let year = Int(period.period.slug) { yearURLs[year] = "../../\(period.period.relativePath)/index.html" }
        }

        // A chunk of profiles at a time is made, fingerprinted, rendered and let go: all of a
        // heavy listener's profiles at once were the site's peak of memory.
        var pages = EntityPages(links: links)
        var coversDecided: Set<String> = []
        var coversAvailable: Set<String> = []
        let publishedCovers = Self.publishedCovers(of: user, in: output)
        for chunk in stride(from: 0, to: profiles.count, by: Self.entityChunk) {
            let chunkProfiles = profiles[chunk..<min(chunk + Self.entityChunk, profiles.count)].map { $0 }
            let candidates = chunkProfiles.map(Self.coverCandidates)
            let undecided = Set(candidates.joined()).subtracting(coversDecided)
            let covers = try stageEntityCovers(
                undecided, published: publishedCovers, user: user, source: source, staging: staging)
            coversDecided.formUnion(undecided)
            coversAvailable.formUnion(covers.available)
            pages.stagedCovers += covers.staged

            var jobs: [(key: String, profile: EntityProfile, covers: Set<String>)] = []
            for (profile, candidates) in zip(chunkProfiles, candidates) {
                guard let entityFolder = links.folders[profile.ref] else { continue }
                let key = folder + "/" + entityFolder
                let shown = candidates.filter(coversAvailable.contains)
                pages.shownCovers.formUnion(shown)
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
            try renderEntityPages(jobs, user: user, source: source, links: links, yearURLs: yearURLs, staging: staging)
            summary.entityPagesBuilt += jobs.count
            pages.staged += jobs.map(\.key)
        }
        return pages
    }

    /// How many profiles are made and rendered at a time.
    static let entityChunk = 256

    /// Renders `jobs` into the staging folder on every core.
    func renderEntityPages(
        _ jobs: [(key: String, profile: EntityProfile, covers: Set<String>)], user: String, source: some SiteContentSource,
        links: EntityLinks, yearURLs: [Int: String], staging: URL
    ) throws {
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            do {
                let charts = try source.entityCharts(for: user, profile: job.profile)
                let view = EntityPageView(
                    job.profile, user: user, generator: options.generator, charts: charts, links: links, yearURLs: yearURLs,
                    coverPath: { key in
                        key.flatMap { job.covers.contains($0.fileName) ? "../../\(Self.entityCoverFolder)/\($0.fileName)" : nil }
                    })
                let text = try templates.render("entity", in: .html, view)
                try StagedFile.write(
                    text, to: staging.appendingPathComponent(job.key, isDirectory: true).appendingPathComponent("index.html"))
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
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
}
