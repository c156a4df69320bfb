/// One weekday of the heatmap, with its totals for the table form.
struct HeatmapRow: Sendable {
    var weekday: String
    var shortWeekday: String
    var cells: [HeatmapCell]
    var total: String
    var busiestHour: String
}
