/// The metadata of a listen apart from its time: what was played, as submitted and as mapped.
///
/// Many listens share one track; the store interns tracks so listens are rows of integers.
public struct Track: Hashable, Sendable, Codable {
    /// The artist credit string as submitted.
    public var artistName: String
    /// The track title as submitted.
    public var trackName: String
    /// The release (album) title as submitted, when known.
    public var releaseName: String?
    /// ListenBrainz's id for the submitted metadata.
    public var recordingMSID: String?
    /// MusicBrainz metadata, when ListenBrainz mapped the listen.
    public var mapping: MBIDMapping?

    public init(
        artistName: String,
        trackName: String,
        releaseName: String? = nil,
        recordingMSID: String? = nil,
        mapping: MBIDMapping? = nil
    ) {
        self.artistName = artistName
        self.trackName = trackName
        self.releaseName = releaseName
        self.recordingMSID = recordingMSID
        self.mapping = mapping
    }

    /// Exact equality: names that differ only in Unicode normalisation stay distinct.
    public static func == (lhs: Track, rhs: Track) -> Bool {
        lhs.artistName.utf8.elementsEqual(rhs.artistName.utf8)
            && lhs.trackName.utf8.elementsEqual(rhs.trackName.utf8)
            && lhs.releaseName.exactlyEquals(rhs.releaseName)
            && lhs.recordingMSID.exactlyEquals(rhs.recordingMSID)
            && lhs.mapping == rhs.mapping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combineExactly(artistName)
        hasher.combineExactly(trackName)
        hasher.combineExactly(releaseName)
        hasher.combineExactly(recordingMSID)
        hasher.combine(mapping)
    }

    /// The artists statistics credit: the mapping's, or the whole submitted string as one.
    public var effectiveArtists: [CreditedArtist] {
        if let mapping, !mapping.artists.isEmpty { return mapping.artists }
        return [CreditedArtist(name: artistName)]
    }

    /// The recording title statistics use: the mapping's, or the submitted one.
    public var effectiveTitle: String { mapping?.recordingName ?? trackName }

    /// The artist credit string statistics show: the mapping's, or the submitted one.
    public var effectiveArtistCredit: String {
        guard let mapping, !mapping.artists.isEmpty else { return artistName }
        return mapping.artistCredit
    }
}
