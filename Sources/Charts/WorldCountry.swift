/// A country's outline on the world map: its ISO 3166-1 alpha-3 code, its name, and its
/// rings of (longitude, latitude) points in degrees.
public struct WorldCountry: Sendable {
    public let code: String
    public let name: String
    public let rings: [[GeoPoint]]

    /// The name as a short label says it: "United States" for "United States of America".
    /// Natural Earth's names are short already, but for these.
    public var shortName: String { Self.shortNames[code] ?? name }

    private static let shortNames = ["USA": "United States", "ARE": "UAE"]
}
