/// One artist named in a track's artist credit, as MusicBrainz (or the submitter) credits them.
public struct CreditedArtist: Hashable, Sendable, Codable {
    /// The name as credited on this track (may differ from the artist's canonical name).
    public var name: String
    /// The MusicBrainz artist id, when the listen is mapped.
    public var mbid: String?
    /// The text that joins this artist to the next one in the full credit, e.g. " feat. ".
    public var joinPhrase: String

    public init(name: String, mbid: String? = nil, joinPhrase: String = "") {
        self.name = name
        self.mbid = mbid
        self.joinPhrase = joinPhrase
    }

    /// Exact equality: names that differ only in Unicode normalisation stay distinct.
    public static func == (lhs: CreditedArtist, rhs: CreditedArtist) -> Bool {
        lhs.name.utf8.elementsEqual(rhs.name.utf8) && lhs.mbid.exactlyEquals(rhs.mbid)
            && lhs.joinPhrase.utf8.elementsEqual(rhs.joinPhrase.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combineExactly(name)
        hasher.combineExactly(mbid)
        hasher.combineExactly(joinPhrase)
    }
}
