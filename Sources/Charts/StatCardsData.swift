/// What the stat-cards chart shows: a few headline numbers.
public struct StatCardsData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var cards: [StatCard]

    public init(title: String, subtitle: String? = nil, cards: [StatCard]) {
        self.title = title
        self.subtitle = subtitle
        self.cards = cards
    }
}
