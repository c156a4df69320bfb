/// The files a report can be written as.
public enum ReportFormat: String, Sendable, CaseIterable, Codable {
    case html
    case markdown = "md"
    case json

    /// The file each format writes inside a report's folder.
    public var fileName: String {
        switch self {
        case .html: "index.html"
        case .markdown: "report.md"
        case .json: "data.json"
        }
    }
}
