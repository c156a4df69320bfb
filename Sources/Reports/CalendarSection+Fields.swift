/// A year's calendar is a few hundred cells, each read field by field, page and Markdown.
extension CalendarSection: MustacheFields {
    static let fields: [String: PartialKeyPath<CalendarSection> & Sendable] = [
        "available": \.available, "unavailableMessage": \.unavailableMessage, "summary": \.summary, "cells": \.cells,
        "weekCount": \.weekCount, "isMonthLayout": \.isMonthLayout, "months": \.months, "charts": \.charts,
        "hasChart": \.hasChart,
    ]
}
