/// A section's partial as rendered for one page, which the page template places in order.
struct RenderedSection: Sendable {
    var id: String
    /// Finished HTML or Markdown, already escaped by the partial: the page embeds it as it is.
    var text: String
}
