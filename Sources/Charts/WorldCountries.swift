/// Every country's outline (Natural Earth 1:110m, without Antarctica), decoded once from the
/// compact text `scripts/make-world-countries.py` generates into `WorldCountryShapes.swift`.
public enum WorldCountries {
    public static let all: [WorldCountry] = decode(encoded)

    /// The country with ISO 3166-1 alpha-3 `code` ("DEU"), if the map has it.
    public static func country(_ code: String) -> WorldCountry? { byCode[code] }

    private static let byCode: [String: WorldCountry] = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// Lines of code, name and rings; each ring's points are tenths of a degree, the first
    /// absolute and the rest differences from the point before.
    static func decode(_ text: String) -> [WorldCountry] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let rings = fields[2].split(separator: ";").map { ring -> [GeoPoint] in
                let numbers = ring.split(separator: ",").compactMap { Int($0) }
                var points: [GeoPoint] = []
                points.reserveCapacity(numbers.count / 2)
                var longitude = 0
                var latitude = 0
                for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                    longitude += numbers[index]
                    latitude += numbers[index + 1]
                    points.append(GeoPoint(longitude: Double(longitude) / 10, latitude: Double(latitude) / 10))
                }
                return points
            }
            return WorldCountry(code: String(fields[0]), name: String(fields[1]), rings: rings)
        }
    }
}
