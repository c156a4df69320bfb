/// How a compiled template escapes `{{name}}`: the content types swift-mustache knows under
/// these names, applied the same way.
enum TemplateEscaping: Sendable {
    /// swift-mustache's default before a template's pragma (and in a partial until its own).
    case html
    /// `HTMLByteContentType`, every HTML and Atom template's pragma.
    case htmlBytes
    /// `MarkdownContentType`, every Markdown template's pragma.
    case markdown
    case text

    init?(contentType name: String) {
        switch name {
        case "HTML": self = .html
        case HTMLByteContentType.name: self = .htmlBytes
        case MarkdownContentType.name: self = .markdown
        case "TEXT": self = .text
        default: return nil
        }
    }

    func escape(_ text: String) -> String {
        switch self {
        // The loader puts `HTML_BYTES`' pragma first in every template, so swift-mustache's
        // default never escapes a shipped or a user's template: both are the one escaper.
        case .html, .htmlBytes: HTMLByteContentType.escape(text)
        case .markdown: MarkdownContentType.escape(text)
        case .text: text
        }
    }
}
