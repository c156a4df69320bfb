/// One hour of the heatmap's phone form, a table with a row per hour and a column per
/// weekday: the counts are written in, not left to colour and hover.
struct HeatmapHourRow: Sendable {
    /// "21", the hour from 21:00 to 22:00.
    var hour: String
    /// Monday first.
    var cells: [HeatmapCell]
}

extension HeatmapHourRow: MustacheFields {
    static let fields: [String: @Sendable (HeatmapHourRow) -> Any] = ["hour": { $0.hour }, "cells": { $0.cells }]
}
