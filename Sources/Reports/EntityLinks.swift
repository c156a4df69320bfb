import ListenModel

/// The entity pages of one user's site, for the pages that link names to them.
///
/// Kept on `ReportContent` only when the report is part of a site: a stand-alone report has no
/// entity pages, so its names link to MusicBrainz as before.
public struct EntityLinks: Sendable {
    /// Each entity with a page, to its page below the user's folder without the `.html`
    /// ("artist/radiohead-…"): one file per page in its kind's folder, not a folder each (11,000
    /// folders were a sixth of a heavy site's blocks on disk).
    let folders: [EntityRef: String]

    /// From a report (`week/2026-W47/index.html`) or the comparison page to the user's folder.
    public static let fromReport = "../../"
    /// From another entity page (`artist/….html`) to the user's folder.
    public static let fromEntityPage = "../"

    /// Artist pages by exact name, when only one artist of that name has a page.
    let artistsByName: [ExactText: EntityRef]

    /// Each genre with a page, to its page below the user's folder without `.html`
    /// ("genre/rock-…"), in the order they were added (heaviest first).
    private(set) var genreFolders: [String: String] = [:]
    private(set) var genres: [String] = []

    public init(_ refs: [EntityRef]) {
        folders = SitePath.entityFolders(refs)
        var byName: [ExactText: EntityRef] = [:]
        var ambiguous: Set<ExactText> = []
        for ref in refs where ref.kind == .artist {
            let name = ExactText(ref.name)
            if byName.updateValue(ref, forKey: name) != nil { ambiguous.insert(name) }
        }
        for name in ambiguous { byName[name] = nil }
        artistsByName = byName
    }

    /// The page of the artist credited as `credit` on an album or track, from a page whose
    /// way up to the user's folder is `prefix`: only a credit naming exactly one artist with a
    /// page has one.
    func url(forArtistCredited credit: String, from prefix: String) -> String? {
        artistsByName[ExactText(credit)].flatMap { url(for: $0, from: prefix) }
    }

    /// The page of `ref` from a page whose way up to the user's folder is `prefix` (by default
    /// a report's, `week/2026-W47/`); nil when it has no page.
    public func url(for ref: EntityRef, from prefix: String = EntityLinks.fromReport) -> String? {
        folders[ref].map { prefix + $0 + ".html" }
    }

    public var count: Int { folders.count }

    /// Gives `names` pages (`SitePath.genre`), for the pages that name them to link.
    mutating func addGenres(_ names: [String]) {
        for name in names where genreFolders[name] == nil {
            genreFolders[name] = SitePath.genre(name)
            genres.append(name)
        }
    }

    /// The page of the genre `name` from a page whose way up to the user's folder is `prefix`;
    /// nil when it has none.
    func url(forGenre name: String, from prefix: String = EntityLinks.fromReport) -> String? {
        genreFolders[name].map { prefix + $0 + ".html" }
    }

    /// The path of the genre `name`'s page below the user's folder ("genre/….html").
    func genrePage(_ name: String) -> String? { genreFolders[name].map { $0 + ".html" } }

    /// The days with a page (`SitePath.dayMonth`: one page a month, a section a day).
    private(set) var days: Set<CalendarDay> = []

    /// Gives `days` their place on the month pages, for calendars and "on this day" to link.
    mutating func addDays(_ days: [CalendarDay]) { self.days.formUnion(days) }

    /// The listens of `day` from a page whose way up to the user's folder is `prefix`; nil when
    /// the site has no page for it.
    func url(forDay day: CalendarDay, from prefix: String = EntityLinks.fromReport) -> String? {
        days.contains(day) ? prefix + SitePath.dayMonth(day) + ".html#" + SitePath.dayAnchor(day) : nil
    }

    /// The path of `ref`'s page below the user's folder ("artist/….html"); nil when it has none.
    func page(for ref: EntityRef) -> String? { folders[ref].map { $0 + ".html" } }
}

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
