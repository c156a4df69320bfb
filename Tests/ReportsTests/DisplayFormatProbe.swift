import Foundation

/// A Gregorian calendar in a named zone, as the pipeline would pass one in.
enum DisplayFormatProbe {
    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
        return calendar
    }
}
