extension CalendarMonth: MustacheFields {
    static let fields: [String: @Sendable (CalendarMonth) -> Any] = ["name": { $0.name }, "summary": { $0.summary }, "cells": { $0.cells }]
}
