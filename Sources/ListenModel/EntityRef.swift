/// Which entity a top-list entry or an entity page is about: the values the engine shows for
/// it, which tell its entities apart exactly as its grouping rules do.
///
/// An artist groups by (lower-cased name, MBID) and shows the name as first heard, so
/// (name, MBID) names one artist; a release adds its artist credit, a recording its credit,
/// release name and release MBID. A link made from a top list's entry therefore finds the page
/// of exactly that entity, with no second copy of the grouping rules.
public struct EntityRef: Hashable, Sendable, Codable, Comparable {
    public var kind: EntityKind
    public var name: String
    public var mbid: String?
    /// The artist credit of an album or track; empty for an artist.
    public var artistName: String
    /// A track's release name and MBID; nil otherwise.
    public var releaseName: String?
    public var releaseMBID: String?

    public init(
        kind: EntityKind, name: String, mbid: String? = nil, artistName: String = "", releaseName: String? = nil,
        releaseMBID: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.mbid = mbid
        self.artistName = artistName
        self.releaseName = releaseName
        self.releaseMBID = releaseMBID
    }

    /// The fields in a fixed order, each as exact UTF-8 bytes (nil as one marker byte no text
    /// contains), so the order and any digest of them never depend on Unicode equivalence.
    public var fields: [String] {
        [kind.rawValue, name, mbid ?? "\u{0}", artistName, releaseName ?? "\u{0}", releaseMBID ?? "\u{0}"]
    }

    public static func < (lhs: EntityRef, rhs: EntityRef) -> Bool {
        for (left, right) in zip(lhs.fields, rhs.fields) where !left.utf8.elementsEqual(right.utf8) {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        return false
    }

    public static func == (lhs: EntityRef, rhs: EntityRef) -> Bool {
        zip(lhs.fields, rhs.fields).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    public func hash(into hasher: inout Hasher) {
        for field in fields { hasher.combine(Array(field.utf8)) }
    }
}
