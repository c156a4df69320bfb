/// What the world map shows: listens (or artists) per country, by ISO 3166-1 alpha-3 code.
public struct WorldMapData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// What a value counts, in the legend and the list: "listens", "artists".
    public var unit: String
    public var values: [String: Int]

    public init(title: String, subtitle: String? = nil, unit: String, values: [String: Int]) {
        self.title = title
        self.subtitle = subtitle
        self.unit = unit
        self.values = values
    }
}
