import Charts

/// One line of a year-review list, as the page and the section's share card both show it:
/// a lead ("▲ 7", "#1", "new"), a name with an optional byline, a value.
struct ReviewRow: Sendable {
    var lead: String
    /// "up", "down" or "flat": the lead's colour.
    var leadClass: String
    var name: String
    var hasLink: Bool
    var link: String
    var byline: String
    var hasByline: Bool
    var value: String

    init(lead: String, direction: ChangeDirection = .flat, name: String, link: String? = nil, byline: String = "", value: String) {
        self.lead = lead
        leadClass = direction.rawValue
        self.name = name
        hasLink = link != nil
        self.link = link ?? ""
        self.byline = byline
        hasByline = !byline.isEmpty
        self.value = value
    }

    /// The line without its value: a rank change on a page whose top list says the listens.
    var withoutValue: ReviewRow {
        var row = self
        row.value = ""
        return row
    }

    /// The same line on a share card.
    var shareRow: ShareCardRow {
        ShareCardRow(
            lead: lead, trend: leadClass == "up" ? .rise : leadClass == "down" ? .fall : .neutral, name: name,
            detail: byline.isEmpty ? nil : byline, value: value)
    }
}

/// Read through key paths, not `Mirror` (`MustacheFields`): on this day, milestones and the
/// year review render dozens of these rows on every report.
extension ReviewRow: MustacheFields {
    static let fields: [String: @Sendable (ReviewRow) -> Any] = [
        "lead": { $0.lead }, "leadClass": { $0.leadClass }, "name": { $0.name }, "hasLink": { $0.hasLink },
        "link": { $0.link }, "byline": { $0.byline }, "hasByline": { $0.hasByline }, "value": { $0.value },
    ]
}
