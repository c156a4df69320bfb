/// What a share card shows: a heading, up to three big numbers and up to ten rows.
public struct ShareCardData: Hashable, Sendable {
    public var title: String
    /// Whose and which period, e.g. "rob · 2025".
    public var subtitle: String
    public var cards: [StatCard]
    public var rows: [ShareCardRow]
    /// Said instead of rows when there are none.
    public var emptyText: String
    /// The small line at the bottom, e.g. "listenstats".
    public var footer: String

    public init(title: String, subtitle: String, cards: [StatCard] = [], rows: [ShareCardRow] = [], emptyText: String = "", footer: String = "listenstats") {
        self.title = title
        self.subtitle = subtitle
        self.cards = cards
        self.rows = rows
        self.emptyText = emptyText
        self.footer = footer
    }
}
