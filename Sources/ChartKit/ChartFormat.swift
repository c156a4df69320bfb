/// The file formats a chart can be written as.
public enum ChartFormat: String, Sendable, CaseIterable {
    case png
    case svg
    case pdf

    /// The format a file name's extension names ("chart.PNG" → `.png`), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
