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

    // Comparison, equality and hashing read the fields in place: making the `fields` array
    // (and a byte array per field to hash) cost a microsecond a look-up, and a site looks
    // pages up by ref hundreds of thousands of times.
    public static func < (lhs: EntityRef, rhs: EntityRef) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind.rawValue.utf8.lexicographicallyPrecedes(rhs.kind.rawValue.utf8) }
        if let order = order(lhs.name, rhs.name) { return order }
        if let order = order(lhs.mbid ?? absent, rhs.mbid ?? absent) { return order }
        if let order = order(lhs.artistName, rhs.artistName) { return order }
        if let order = order(lhs.releaseName ?? absent, rhs.releaseName ?? absent) { return order }
        return order(lhs.releaseMBID ?? absent, rhs.releaseMBID ?? absent) ?? false
    }

    /// Whether `lhs` comes first by its bytes; nil when they are the same bytes.
    private static func order(_ lhs: String, _ rhs: String) -> Bool? {
        lhs.utf8.elementsEqual(rhs.utf8) ? nil : lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    public static func == (lhs: EntityRef, rhs: EntityRef) -> Bool {
        lhs.kind == rhs.kind && lhs.name.utf8.elementsEqual(rhs.name.utf8)
            && lhs.artistName.utf8.elementsEqual(rhs.artistName.utf8) && same(lhs.mbid, rhs.mbid)
            && same(lhs.releaseName, rhs.releaseName) && same(lhs.releaseMBID, rhs.releaseMBID)
    }

    public func hash(into hasher: inout Hasher) {
        func combine(_ field: String) {
            var field = field
            field.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(field.utf8.count)
        }
        hasher.combine(kind)
        combine(name)
        combine(mbid ?? Self.absent)
        combine(artistName)
        combine(releaseName ?? Self.absent)
        combine(releaseMBID ?? Self.absent)
    }

    /// How `fields` spells a missing field.
    private static let absent = "\u{0}"

    /// Two optional fields as `fields` compares them: byte for byte, nil as `absent`.
    private static func same(_ lhs: String?, _ rhs: String?) -> Bool {
        (lhs ?? absent).utf8.elementsEqual((rhs ?? absent).utf8)
    }
}

extension EntityRef {
    /// The artist of a top-artists entry.
    public init(_ artist: ArtistCount) {
        self.init(kind: .artist, name: artist.name, mbid: artist.mbid)
    }

    /// The album of a top-albums entry.
    public init(_ release: ReleaseCount) {
        self.init(kind: .album, name: release.name, mbid: release.mbid, artistName: release.artistName)
    }

    /// The track of a top-tracks entry.
    public init(_ recording: RecordingCount) {
        self.init(
            kind: .track, name: recording.trackName, mbid: recording.mbid, artistName: recording.artistName,
            releaseName: recording.releaseName, releaseMBID: recording.releaseMBID)
    }
}
