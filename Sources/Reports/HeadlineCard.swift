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
