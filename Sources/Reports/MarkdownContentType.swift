import Mustache

/// Escapes text for GitHub-flavoured Markdown, so a name is always shown as the name.
///
/// Every character that can open an inline construct (emphasis, code, links, raw HTML, entity
/// references, strikethrough, math) or end a table cell is backslash-escaped; line breaks become
/// spaces so a name cannot end a table row or start a block. Templates keep names away from
/// the start of a line, where `#`, `-` or `1.` would matter.
struct MarkdownContentType: MustacheContentType {
    /// The content type's name in `{{% CONTENT_TYPE: MARKDOWN }}`.
    static let name = "MARKDOWN"

    static let escaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "!"]
    /// What an image's alt text escapes: only what would end or break its brackets. Goldmark
    /// (Hugo) writes an alt text's backslashes through as they are, so a name with a `|` read
    /// "\|"; a `|` matters only inside a table, and no image sits in one.
    static let escapedInAltText: Set<Character> = ["\\", "[", "]", "`", "<"]

    func escapeText(_ text: String) -> String {
        Self.escape(text)
    }

    /// `text` on one line, with a backslash before each character of `set`.
    static func escape(_ text: String, escaping set: Set<Character> = escaped) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline {
                result.append(" ")
            } else {
                if set.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }

    /// `text` as an image's alt text, `![…](…)`.
    static func escapeAltText(_ text: String) -> String {
        escape(text, escaping: escapedInAltText)
    }

    /// Registers the type with swift-mustache; templates are parsed only after this ran.
    static let registered: Void = {
        MustacheContentTypes.register(MarkdownContentType(), named: name)
    }()
}
