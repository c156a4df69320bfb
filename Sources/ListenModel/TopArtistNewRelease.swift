/// A release that came out during a Year in Music's year by one of the user's top artists.
public struct TopArtistNewRelease: Hashable, Sendable, Codable {
    public var title: String
    /// The artist credit, names joined with ", ".
    public var artistName: String
    /// MusicBrainz's primary type: Album, Single, EP, …
    public var type: String?
    /// `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, as MusicBrainz knows it.
    public var firstReleaseDate: String?
    public var releaseMBID: String?

    public init(title: String, artistName: String, type: String? = nil, firstReleaseDate: String? = nil, releaseMBID: String? = nil) {
        self.title = title
        self.artistName = artistName
        self.type = type
        self.firstReleaseDate = firstReleaseDate
        self.releaseMBID = releaseMBID
    }
}
