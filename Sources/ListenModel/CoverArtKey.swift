/// One Cover Art Archive image of a release: the release (`caa_release_mbid`) and the image
/// (`caa_id`), as ListenBrainz's mapping names them; also the name of its file in the cover cache.
///
/// Made only from a well-formed MBID (lower-case hex UUID) and a positive id, so a name taken
/// from a listen can never become a path outside the cache (`../x`, a slash, a NUL).
public struct CoverArtKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let releaseMBID: String
    public let caaID: Int64

    /// The thumbnail width fetched and kept: 250 px is the largest any page draws a cover at
    /// (album-grid tiles and poster tiles are under 250 points; list thumbnails are 48).
    public static let thumbnailSize = 250

    public init?(releaseMBID: String?, caaID: Int64?) {
        guard let mbid = releaseMBID?.lowercased(), let caaID, caaID > 0, MBID.isWellFormed(mbid) else { return nil }
        self.releaseMBID = mbid
        self.caaID = caaID
    }

    /// `<release MBID>-<caa id>-250.jpg`.
    public var fileName: String { "\(releaseMBID)-\(caaID)-\(Self.thumbnailSize).jpg" }

    public var description: String { "\(releaseMBID)/\(caaID)" }

    public static func < (lhs: CoverArtKey, rhs: CoverArtKey) -> Bool {
        (lhs.releaseMBID, lhs.caaID) < (rhs.releaseMBID, rhs.caaID)
    }
}
