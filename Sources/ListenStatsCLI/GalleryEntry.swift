import ChartKit

/// One chart of the gallery: a file name, a size, and how to build it in a theme.
struct GalleryEntry {
    var name: String
    var caption: String
    var size: ChartSize
    var makeChart: (Theme) -> any Chart
    /// Whether to write a PDF as well (posters).
    var writesPDF = false
}
