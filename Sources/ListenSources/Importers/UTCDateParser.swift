/// Reads the timestamps of Last.fm and Spotify files, which are all UTC, into epoch seconds.
///
/// Written out rather than through `DateFormatter`: it is exact, needs no locale or time zone,
/// and costs nothing per line.
enum UTCDateParser {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `2024-01-31T20:15:07Z`, `2024-01-31 20:15:07`, `2024-01-31 20:15` (fractions ignored).
    static func iso(_ text: String) -> Int64? {
        let digits = numbers(in: text)
        guard digits.count >= 5, text.utf8.first.map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true,
            text.contains("-")
        else { return nil }
        return epoch(year: digits[0], month: digits[1], day: digits[2], hour: digits[3], minute: digits[4],
                     second: digits.count > 5 ? digits[5] : 0)
    }

    /// Last.fm's `31 Jan 2024 20:15` (also `31 Jan 2024, 20:15`).
    static func lastFM(_ text: String) -> Int64? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
        guard words.count >= 5, let day = Int(words[0]), let year = Int(words[2]), let hour = Int(words[3]),
            let minute = Int(words[4]), let month = months.firstIndex(of: words[1].prefix(3).lowercased())
        else { return nil }
        let second = words.count > 5 ? Int(words[5]) ?? 0 : 0
        return epoch(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
    }

    /// How many seconds a date written as `text` may stand for: 60 when it stops at the
    /// minute (`31 Jan 2024 20:15`, `2024-01-31 20:15`), else 1.
    static func resolution(of text: String) -> Int64 {
        numbers(in: text).count >= 6 || !text.contains(where: { !$0.isNumber }) ? 1 : 60
    }

    /// Seconds since 1970 of a UTC wall-clock time, or nil when a field is out of range.
    static func epoch(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int64? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second), (1...9999).contains(year)
        else { return nil }
        // Howard Hinnant's days-from-civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = Int64(era * 146_097 + dayOfEra - 719_468)
        return days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// The first six runs of digits (year, month, day, hour, minute, second), capped so a
    /// long run cannot overflow.
    private static func numbers(in text: String) -> [Int] {
        var result: [Int] = []
        var current: Int?
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            } else if let value = current {
                result.append(value)
                current = nil
                if result.count == 6 { break }
            }
        }
        if let current, result.count < 6 { result.append(current) }
        return result
    }
}
