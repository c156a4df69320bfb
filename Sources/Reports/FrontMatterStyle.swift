/// The metadata block a static site generator expects at the top of a Markdown file.
public enum FrontMatterStyle: String, Sendable, CaseIterable {
    /// Jekyll and Hugo: `---` fenced YAML.
    case yaml
    /// Hugo: `+++` fenced TOML.
    case toml
    case none
}
