/// The files a report can be written as.
public enum ReportFormat: String, Sendable, CaseIterable, Codable {
    case html
    case markdown = "md"
    case json

    /// What a site's report gets unless told otherwise: the page for its readers and
    /// `data.json` for programs. `report.md` is for pasting or a Markdown site generator, and a
    /// site's pages never link it.
    public static let siteDefault: [ReportFormat] = [.html, .json]

    /// The file each format writes inside a report's folder.
    public var fileName: String { fileName(frontMatter: .none) }

    /// The file each format writes inside a report's folder, when the Markdown carries
    /// `frontMatter`: then it is `index.md`, so that the folder is a page bundle (Hugo) or a
    /// page with its files beside it (Jekyll) and the charts it links resolve; `report.md` (a
    /// page of its own beside the folder's files) would move it away from its `charts/`.
    public func fileName(frontMatter: FrontMatterStyle) -> String {
        switch self {
        case .html: "index.html"
        case .markdown: frontMatter == .none ? "report.md" : "index.md"
        case .json: "data.json"
        }
    }
}
