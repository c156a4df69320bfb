/// The English names of weekdays and months, Monday first, spelled out here so that no locale
/// can change them. Every module names days and months from this one list.
public enum CalendarNames {
    /// "Monday" … "Sunday", in `CalendarDay.weekdayIndex` (and `HourWeekdayGrid` row) order.
    public static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    /// "Mon" … "Sun".
    public static let shortWeekdays = weekdays.map { String($0.prefix(3)) }
    /// "January" … "December".
    public static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    /// "Jan" … "Dec".
    public static let shortMonths = months.map { String($0.prefix(3)) }
}
