extension PagePalette: MustacheFields {
    static let fields: [String: PartialKeyPath<PagePalette> & Sendable] = ["light": \.light, "dark": \.dark]
}

extension PagePalette.Colors: MustacheFields {
    static let fields: [String: PartialKeyPath<Self> & Sendable] = [
        "page": \.page, "card": \.card, "text": \.text, "muted": \.muted, "line": \.line, "accent": \.accent,
        "bar": \.bar, "up": \.up, "down": \.down, "levels": \.levels,
    ]
}

extension PagePalette.Level: MustacheFields {
    static let fields: [String: PartialKeyPath<Self> & Sendable] = ["level": \.level, "fill": \.fill, "text": \.text]
}
