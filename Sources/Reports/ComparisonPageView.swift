import Foundation
import ListenModel

/// What `html/compare.mustache` reads: every pair of the site's listeners side by side.
struct ComparisonPageView: Sendable {
    static let path = "compare/index.html"

    /// One artist both played, with each listener's listens and page.
    struct Row: Sendable {
        var name: String
        var firstCount: String
        var secondCount: String
        var hasFirstURL: Bool
        var firstURL: String
        var hasSecondURL: Bool
        var secondURL: String
    }

    struct Pair: Sendable {
        var first: String
        var second: String
        /// "36": the similarity as a percentage.
        var score: String
        var summary: String
        var rows: [Row]
        var hasRows: Bool
    }

    var title: String
    var generator: String
    var indexURL = "../index.html"
    var pairs: [Pair]
    var palette = PagePalette.standard
}
