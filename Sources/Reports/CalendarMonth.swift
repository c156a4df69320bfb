/// One month of a long period's calendar, drawn as a small wall calendar so a year stays
/// readable on a phone.
struct CalendarMonth: Sendable {
    var name: String
    var cells: [CalendarCell]
}
