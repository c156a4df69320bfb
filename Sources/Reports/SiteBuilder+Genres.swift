import Foundation
import ListenModel

extension SiteBuilder {
    /// At most this many genres of a user get a page: the heaviest, each with at least as many
    /// listens as an entity page needs.
    static let genrePageLimit = 100

    /// One user's genre pages, rendered, and their entries in the search.
    struct GenrePages {
        /// (path below the output folder, page), written with the index pages.
        var pages: [(String, String)] = []
        var search: [SearchIndex.Entry] = []
    }

    /// The pages of `user`'s heaviest genres, added to `links` so that every page naming one
    /// links it; none when the site has no entity pages (then it has no genre pages either).
    func buildGenrePages(
        for user: String, periods: [SitePeriod], source: some SiteContentSource, links: inout EntityLinks?
    ) throws -> GenrePages {
        guard options.entityMinimumListens > 0, var userLinks = links else { return GenrePages() }
        let profiles = try source.genreProfiles(
            for: user, limit: Self.genrePageLimit, minimumListens: options.entityMinimumListens)
        stages?.mark("genre profiles")
        guard !profiles.isEmpty else { return GenrePages() }
        userLinks.addGenres(profiles.map(\.genre))
        links = userLinks
        let folder = SitePath.component(user)
        let yearURLs = Self.yearURLs(periods)
        var built = GenrePages()
        for profile in profiles {
            guard let page = userLinks.genrePage(profile.genre) else { continue }
            let view = GenrePageView(profile, user: user, generator: options.generator, links: userLinks, yearURLs: yearURLs)
            built.pages.append(("\(folder)/\(page)", try templates.render("genre", in: .html, view)))
            built.search.append(
                SearchIndex.Entry(kind: .genre, name: profile.genre, byline: "", listens: profile.listenCount, url: page))
        }
        stages?.mark("genre pages")
        return built
    }

    /// The year reports of `periods`, year to URL from a page one folder below the user's
    /// (an artist's, a genre's).
    static func yearURLs(_ periods: [SitePeriod]) -> [Int: String] {
        Dictionary(
            periods.compactMap { period in
                period.period.kind == .year
                    ? Int(period.period.slug).map { ($0, EntityLinks.fromEntityPage + period.period.relativePath + "/index.html") }
                    : nil
            },
            uniquingKeysWith: { first, _ in first })
    }
}
