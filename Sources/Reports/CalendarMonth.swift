/// One month of a long period's calendar, drawn as a small wall calendar so a year stays
/// readable on a phone.
struct CalendarMonth: Sendable {
    var name: String
    /// "312 listens on 25 days": the month's numbers in words, beside its colours.
    var summary: String
    var cells: [CalendarCell]
}

extension CalendarMonth: MustacheFields {
    static let fields: [String: @Sendable (CalendarMonth) -> Any] = ["name": { $0.name }, "summary": { $0.summary }, "cells": { $0.cells }]
}
