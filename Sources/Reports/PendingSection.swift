/// A section whose data this report does not have: a heading and why it is empty.
///
/// Calendar, discoveries, streaks and sessions, loved tracks and Year in Music render through
/// this until the statistics carry their data; the page still renders around them.
struct PendingSection: Sendable {
    var id: String
    var title: String
    var available: Bool
    var unavailableMessage: String
    var charts: [ChartView]
    var hasChart: Bool

    init(id: String, title: String, message: String, charts: [ChartView] = []) {
        self.id = id
        self.title = title
        self.charts = charts
        hasChart = !charts.isEmpty
        available = hasChart
        unavailableMessage = message
    }
}
