import ListenModel

/// ListenBrainz's English bucket labels, spelled out here so no locale can change them.
///
/// They mirror Python's `strftime` formats in ListenBrainz's stats jobs: "%A %d %B %Y",
/// "%d %B %Y", "%B %Y" and "%Y" (days zero-padded).
enum BucketLabel {
    case weekdayDate
    case date
    case month
    case year

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    func text(for day: CalendarDay) -> String {
        let dayText = day.day < 10 ? "0\(day.day)" : "\(day.day)"
        let monthName = Self.monthNames[day.month - 1]
        switch self {
        case .weekdayDate: return "\(Self.weekdayNames[day.weekdayIndex]) \(dayText) \(monthName) \(day.year)"
        case .date: return "\(dayText) \(monthName) \(day.year)"
        case .month: return "\(monthName) \(day.year)"
        case .year: return "\(day.year)"
        }
    }
}
