/// Calendar arithmetic the charts need (weekday of a date, days in a year), done with
/// integers so a chart never consults the machine's calendar or time zone.
enum GregorianDate {
    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// 0 = Monday … 6 = Sunday (Sakamoto's method).
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let sundayFirst = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
        return (sundayFirst + 6) % 7
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
