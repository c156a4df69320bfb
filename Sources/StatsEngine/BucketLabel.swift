import ListenModel

/// ListenBrainz's English bucket labels, named from `CalendarNames` so no locale can change them.
///
/// They mirror Python's `strftime` formats in ListenBrainz's stats jobs: "%A %d %B %Y",
/// "%d %B %Y", "%B %Y" and "%Y" (days zero-padded).
enum BucketLabel {
    case weekdayDate
    case date
    case month
    case year

    func text(for day: CalendarDay) -> String {
        let dayText = day.day < 10 ? "0\(day.day)" : "\(day.day)"
        let monthName = day.monthName
        switch self {
        case .weekdayDate: return "\(day.weekdayName) \(dayText) \(monthName) \(day.year)"
        case .date: return "\(dayText) \(monthName) \(day.year)"
        case .month: return "\(monthName) \(day.year)"
        case .year: return "\(day.year)"
        }
    }
}
