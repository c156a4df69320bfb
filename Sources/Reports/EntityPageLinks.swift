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

    init(_ profile: EntityProfile, links: EntityLinks) {
        topTracks = profile.topTracks.map { links.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        topAlbums = profile.topAlbums.map { links.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        playedNext = profile.playedNext.map { links.url(for: EntityRef($0), from: EntityLinks.fromEntityPage) }
        let ref = profile.ref
        artist = links.url(forArtistCredited: ref.artistName, from: EntityLinks.fromEntityPage)
        album = links.url(
            for: EntityRef(kind: .album, name: ref.releaseName ?? "", mbid: ref.releaseMBID, artistName: ref.artistName),
            from: EntityLinks.fromEntityPage)
    }
}
