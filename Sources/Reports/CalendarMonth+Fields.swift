extension CalendarMonth: MustacheFields {
    static let fields: [String: PartialKeyPath<CalendarMonth> & Sendable] = ["name": \.name, "cells": \.cells]
}
