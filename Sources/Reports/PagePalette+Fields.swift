extension PagePalette: MustacheFields {
    static let fields: [String: @Sendable (PagePalette) -> Any] = ["light": { $0.light }, "dark": { $0.dark }]
}

extension PagePalette.Colors: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "page": { $0.page }, "card": { $0.card }, "text": { $0.text }, "muted": { $0.muted }, "line": { $0.line },
        "accent": { $0.accent }, "bar": { $0.bar }, "up": { $0.up }, "down": { $0.down }, "levels": { $0.levels },
    ]
}

extension PagePalette.Level: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "level": { $0.level }, "fill": { $0.fill }, "text": { $0.text },
    ]
}
