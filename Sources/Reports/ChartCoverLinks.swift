/// How a report's SVG charts link the covers copied beside the page: from the page itself
/// (inline SVG) and from `charts/*.svg` one folder down; `file` is nil when no cover was copied.
struct ChartCoverLinks: Sendable {
    let page: @Sendable (String) -> String?
    let file: (@Sendable (String) -> String?)?
}
