import Charts

/// One big number at the top of a report.
struct HeadlineCard: Sendable {
    var label: String
    var value: String
    var detail: String
    var hasDetail: Bool
    /// "up", "down" or "flat" when the detail is a change; empty otherwise.
    var changeClass: String

    init(label: String, value: String, detail: String = "", changeClass: String = "") {
        self.label = label
        self.value = value
        self.detail = detail
        hasDetail = !detail.isEmpty
        self.changeClass = changeClass
    }
}

extension HeadlineCard {
    /// The same card on a share card: the detail becomes the note, coloured by its direction.
    var statCard: StatCard {
        StatCard(
            value: value, label: label, note: detail.isEmpty ? nil : detail,
            trend: changeClass == "up" ? .rise : changeClass == "down" ? .fall : .neutral)
    }
}
