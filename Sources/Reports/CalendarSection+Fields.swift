/// A year's calendar is a few hundred cells, each read field by field, page and Markdown.
extension CalendarSection: MustacheFields {
    static let fields: [String: @Sendable (CalendarSection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "summary": { $0.summary },
        "cells": { $0.cells }, "weekCount": { $0.weekCount }, "isMonthLayout": { $0.isMonthLayout },
        "months": { $0.months }, "charts": { $0.charts }, "hasChart": { $0.hasChart },
    ]
}
