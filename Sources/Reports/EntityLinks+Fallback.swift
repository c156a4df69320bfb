import ListenModel

extension EntityLinks {
    /// Where a name in any of a report's lists leads: its page on the site when it has one,
    /// else its MusicBrainz page (nil without a well-formed MBID).
    ///
    /// A top list's entries always have a page (the site picks every top list's entities). A
    /// name in another list (climbers, discoveries, milestones, listening time) has one when
    /// it passed the site's listen threshold and bound, or a top list; the site records which
    /// pages each report links (`SiteManifest.entityLinks`), so no page a report links is ever
    /// removed without the report being rebuilt.
    static func link(_ ref: EntityRef, in links: EntityLinks?) -> String? {
        links?.url(for: ref) ?? MusicBrainzLink.url(for: ref)
    }

    /// An artist named in a list by name and MBID only.
    static func link(artist name: String, mbid: String?, in links: EntityLinks?) -> String? {
        link(EntityRef(kind: .artist, name: name, mbid: mbid), in: links)
    }
}
