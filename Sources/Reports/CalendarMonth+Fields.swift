extension CalendarMonth: MustacheFields {
    static let fields: [String: @Sendable (CalendarMonth) -> Any] = ["name": { $0.name }, "cells": { $0.cells }]
}
