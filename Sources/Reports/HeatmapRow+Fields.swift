extension HeatmapRow: MustacheFields {
    static let fields: [String: PartialKeyPath<HeatmapRow> & Sendable] = [
        "weekday": \.weekday, "shortWeekday": \.shortWeekday, "cells": \.cells, "total": \.total, "busiestHour": \.busiestHour,
    ]
}
