import ListenModel

/// The pages one entity page links: its lists' entries, its credited artist and a track's
/// album, each looked up once for both the page's fingerprint and the page (a look-up hashes
/// every name of an `EntityRef`; 11,000 pages made 700,000 of them).
struct EntityPageLinks: Sendable {
    var topTracks: [String?]
    var topAlbums: [String?]
    var playedNext: [String?]
    /// The page of the artist an album or track is credited to.
    var artist: String?
    /// The page of a track's album (of a release named `releaseName`, "" when it has none).
    var album: String?

    /// The links of a summary's lists, from the URL of each profile's page by position
    /// (`pages`), and of its header, from `ref`.
    init(_ summary: EntityProfileSummary, ref: EntityRef, pages: [String?], links: EntityLinks) {
        func page(_ position: Int) -> String? { position >= 0 ? pages[position] : nil }
        topTracks = summary.topTrackPositions.map(page)
        topAlbums = summary.topAlbumPositions.map(page)
        playedNext = summary.playedNextPositions.map(page)
        (artist, album) = Self.header(of: ref, links: links)
    }

    /// The links of a profile's lists, each entry looked up by its ref.
    init(_ profile: EntityProfile, links: EntityLinks) {
        topTracks = profile.topTracks.map { links.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        topAlbums = profile.topAlbums.map { links.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        playedNext = profile.playedNext.map { links.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        (artist, album) = Self.header(of: profile.ref, links: links)
    }

    /// The pages of the artist `ref` is credited to and of its album.
    private static func header(of ref: EntityRef, links: EntityLinks) -> (artist: String?, album: String?) {
        (
            links.url(forArtistCredited: ref.artistName, from: EntityLinks.fromEntityPage),
            links.url(
                for: EntityRef(kind: .album, name: ref.releaseName ?? "", mbid: ref.releaseMBID, artistName: ref.artistName),
                from: EntityLinks.fromEntityPage)
        )
    }
}
