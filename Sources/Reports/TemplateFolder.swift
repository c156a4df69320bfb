/// The folders of `Templates/`, one per output language, each its own set of partials.
enum TemplateFolder: String, Sendable, CaseIterable {
    case html
    case markdown
    case atom

    /// Templates the writers render by name; partials they include are checked separately.
    var requiredTemplates: [String] {
        switch self {
        case .html: ["report", "site-index", "site-user", "entity", "entity-index", "not-found", "compare", "search-script", "genre", "day"] + Self.sectionPartials
        case .markdown: ["report"] + Self.sectionPartials
        case .atom: ["feed", "sitemap"]
        }
    }

    /// Every section's partial, once each, in page order.
    static var sectionPartials: [String] {
        var seen: Set<String> = []
        return ReportSections.all.map(\.partial).filter { seen.insert($0).inserted }
    }

    /// The pragma put before every template of this folder, so escaping never depends on a
    /// template author remembering it (and HTML is escaped by `HTMLByteContentType`, not by
    /// swift-mustache's slower default).
    var pragma: String {
        switch self {
        case .html, .atom: "{{% CONTENT_TYPE: \(HTMLByteContentType.name) }}\n"
        case .markdown: "{{% CONTENT_TYPE: \(MarkdownContentType.name) }}\n"
        }
    }
}
