import CCairo

/// Turns cairo status codes into `ChartOutputError`s.
enum CairoStatus {
    static func check(_ status: cairo_status_t, _ code: ChartOutputError.Code, while doing: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
        throw ChartOutputError(code, "cairo failed while \(doing): \(reason)")
    }
}
