import ListenModel

/// The entity pages of one user's site, for the pages that link names to them.
///
/// Kept on `ReportContent` only when the report is part of a site: a stand-alone report has no
/// entity pages, so its names link to MusicBrainz as before.
public struct EntityLinks: Sendable {
    /// Each entity with a page, to its folder below the user's folder ("artist/radiohead-…").
    let folders: [EntityRef: String]

    public init(_ refs: [EntityRef]) {
        folders = SitePath.entityFolders(refs)
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
