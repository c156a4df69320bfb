/// Every country's outline (Natural Earth 1:110m, without Antarctica), decoded once from the
/// compact text `scripts/make-world-countries.py` generates into `WorldCountryShapes.swift`.
public enum WorldCountries {
    public static let all: [WorldCountry] = decode(encoded)

    /// The country with ISO 3166-1 alpha-3 `code` ("DEU"), if the map has it.
    public static func country(_ code: String) -> WorldCountry? { byCode[code] }

    private static let byCode: [String: WorldCountry] = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// Lines of code, name and rings; each ring's points are tenths of a degree, the first
    /// absolute and the rest differences from the point before. Read as bytes: the text is
    /// a few hundred kilobytes of numbers, which `split` and `Int(_:)` took milliseconds over.
    static func decode(_ text: String) -> [WorldCountry] {
        var text = text
        return text.withUTF8 { bytes in
            var countries: [WorldCountry] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if lineEnd > lineStart, let country = decodeLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) {
                    countries.append(country)
                }
                lineStart = lineEnd + 1
            }
            return countries
        }
    }

    /// One line: exactly three tab-separated fields, else nil.
    private static func decodeLine(_ line: UnsafeBufferPointer<UInt8>) -> WorldCountry? {
        let tabs = line.indices.filter { line[$0] == UInt8(ascii: "\t") }
        guard tabs.count == 2 else { return nil }
        let code = String(decoding: UnsafeBufferPointer(rebasing: line[..<tabs[0]]), as: UTF8.self)
        let name = String(decoding: UnsafeBufferPointer(rebasing: line[(tabs[0] + 1)..<tabs[1]]), as: UTF8.self)
        var rings: [[GeoPoint]] = []
        var numbers: [Int] = []
        var ringStart = tabs[1] + 1
        // Rings are separated by ";" (empty ones skipped), numbers by "," (empty or malformed
        // ones skipped), each an optional sign and decimal digits.
        while ringStart < line.count {
            var ringEnd = ringStart
            while ringEnd < line.count, line[ringEnd] != UInt8(ascii: ";") { ringEnd += 1 }
            if ringEnd > ringStart {
                numbers.removeAll(keepingCapacity: true)
                var tokenStart = ringStart
                while tokenStart < ringEnd {
                    var tokenEnd = tokenStart
                    while tokenEnd < ringEnd, line[tokenEnd] != UInt8(ascii: ",") { tokenEnd += 1 }
                    if let number = integer(UnsafeBufferPointer(rebasing: line[tokenStart..<tokenEnd])) { numbers.append(number) }
                    tokenStart = tokenEnd + 1
                }
                var points: [GeoPoint] = []
                points.reserveCapacity(numbers.count / 2)
                var longitude = 0
                var latitude = 0
                for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                    longitude += numbers[index]
                    latitude += numbers[index + 1]
                    points.append(GeoPoint(longitude: Double(longitude) / 10, latitude: Double(latitude) / 10))
                }
                rings.append(points)
            }
            ringStart = ringEnd + 1
        }
        return WorldCountry(code: code, name: name, rings: rings)
    }

    /// The integer the bytes spell ("-12", "+3", "7"), as `Int(_:)` reads it; nil otherwise.
    private static func integer(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let first = token.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        guard index < token.count else { return nil }
        var value = 0
        while index < token.count {
            let digit = Int(token[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        return value
    }
}
