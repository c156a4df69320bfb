import ChartKit
import Mustache

/// The pages' and the feed's escaping as a swift-mustache content type: `MarkupEscaping.html`,
/// the one escaper (with SVG's), which spells what it replaces as swift-mustache's own HTML
/// escaping does (`&lt;` `&gt;` `&amp;` `&quot;` `&#39;`) but works on bytes.
///
/// swift-mustache's escaper walks a string's grapheme clusters and looks each one up in a
/// dictionary: a quarter of the CPU of rendering a heavy listener's 11,000 entity pages. It
/// also misses a quote or bracket that a combining mark follows (`"` + U+0301 is one
/// character, not `"`), so `title="{{name}}"` could be ended early by a name. A control
/// character made the feed unreadable to every feed reader: it becomes U+FFFD.
struct HTMLByteContentType: MustacheContentType {
    /// The content type's name in `{{% CONTENT_TYPE: HTML_BYTES }}`.
    static let name = "HTML_BYTES"

    func escapeText(_ text: String) -> String {
        Self.escape(text)
    }

    static func escape(_ text: String) -> String {
        MarkupEscaping.html.escape(text)
    }

    /// Registers the type with swift-mustache; templates are parsed only after this ran.
    static let registered: Void = {
        MustacheContentTypes.register(HTMLByteContentType(), named: name)
    }()
}
