/// What ListenBrainz knows of one artist: its MusicBrainz area (a country such as "United
/// Kingdom", or a city or region), the year it began and its type (Person, Group, …).
public struct ArtistMetadata: Hashable, Sendable, Codable {
    public var artistMBID: String
    public var name: String?
    public var area: String?
    public var beginYear: Int?
    public var type: String?

    public init(artistMBID: String, name: String? = nil, area: String? = nil, beginYear: Int? = nil, type: String? = nil) {
        self.artistMBID = artistMBID
        self.name = name
        self.area = area
        self.beginYear = beginYear
        self.type = type
    }

    /// The ISO 3166-1 alpha-3 code of the artist's area when the area is a country; nil for
    /// cities, regions and unknown areas.
    public var countryCode: String? { area.flatMap(CountryAreas.code(forArea:)) }
}
