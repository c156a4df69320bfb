/// Read through key paths, not `Mirror` (`MustacheFields`): every name its rows and groups lack
/// is looked up here before the page.
extension ReviewListSection: MustacheFields {
    static let fields: [String: PartialKeyPath<ReviewListSection> & Sendable] = [
        "sectionID": \.sectionID, "title": \.title, "available": \.available, "unavailableMessage": \.unavailableMessage,
        "intro": \.intro, "hasIntro": \.hasIntro, "cards": \.cards, "hasCards": \.hasCards, "groups": \.groups,
        "charts": \.charts,
    ]
}
