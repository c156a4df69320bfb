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
    public var fileName: String {
        switch self {
        case .html: "index.html"
        case .markdown: "report.md"
        case .json: "data.json"
        }
    }
}
