/// One weekday of the heatmap, with its totals for the table form.
struct HeatmapRow: Sendable {
    var weekday: String
    var shortWeekday: String
    var cells: [HeatmapCell]
    var total: String
    var busiestHour: String
}

extension HeatmapRow: MustacheFields {
    static let fields: [String: @Sendable (HeatmapRow) -> Any] = [
        "weekday": { $0.weekday }, "shortWeekday": { $0.shortWeekday }, "cells": { $0.cells }, "total": { $0.total },
        "busiestHour": { $0.busiestHour },
    ]
}
