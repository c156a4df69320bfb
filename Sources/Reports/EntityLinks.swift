import ListenModel

/// The entity pages of one user's site, for the pages that link names to them.
///
/// Kept on `ReportContent` only when the report is part of a site: a stand-alone report has no
/// entity pages, so its names link to MusicBrainz as before.
public struct EntityLinks: Sendable {
    /// Each entity with a page, to its folder below the user's folder ("artist/radiohead-…").
    let folders: [EntityRef: String]

    /// Artist pages by exact name, when only one artist of that name has a page.
    let artistsByName: [ExactText: EntityRef]

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

    /// The page of the artist credited as `credit` on an album or track, from a page two
    /// folders below the user's: only a credit naming exactly one artist with a page has one.
    func url(forArtistCredited credit: String) -> String? {
        artistsByName[ExactText(credit)].flatMap(url(for:))
    }

    /// The page of `ref` from a page two folders below the user's folder (a report's
    /// `week/2026-W47/` or another entity's `artist/…/`); nil when it has no page.
    public func url(for ref: EntityRef) -> String? {
        folders[ref].map { "../../" + $0 + "/index.html" }
    }

    public var count: Int { folders.count }

    /// The folder of `ref`'s page below the user's folder; nil when it has none.
    func folder(for ref: EntityRef) -> String? { folders[ref] }
}
