import ChartKit
import Charts
import Concurrency
import FileWriting
import Foundation
import ListenModel

/// The charts and covers of one report, written into its folder: which charts each section on
/// the report draws, in which themes and formats, inline on the page or as files beside it, and
/// the cached covers the page shows. `drawing` does the drawing (CairoCanvas's, handed in by
/// the command line).
public struct ReportChartWriter: Sendable {
    public var drawing: any ChartDrawing
    /// The configured theme: a PNG's, and a page's SVG's before the reader's colour scheme.
    public var theme: Theme
    /// The cover cache the reports take covers from (never fetching); nil draws no covers.
    public var coverCache: URL?
    /// Whether every chart also gets a PNG file (a report: for its Markdown and for sharing
    /// one chart), or only what is shared (a site, whose pages embed SVG and whose Markdown
    /// links the SVG files): the share cards, the poster and the page's first chart, which is
    /// its `og:image` when it has no card, since link previews take no SVG.
    public var pngForEveryChart: Bool
    /// Whether reports are written into a site's staging folder, which is published whole by
    /// renames: its charts and covers are then written plainly (`StagedFile`), without a
    /// temporary copy and an `fsync` each.
    public var writesIntoStaging: Bool
    /// Which cached covers decode, checked once per process however many reports show them.
    public let checkedCovers: CheckedCovers

    public init(
        drawing: any ChartDrawing, theme: Theme, coverCache: URL?, pngForEveryChart: Bool, writesIntoStaging: Bool,
        checkedCovers: CheckedCovers
    ) {
        self.drawing = drawing
        self.theme = theme
        self.coverCache = coverCache
        self.pngForEveryChart = pngForEveryChart
        self.writesIntoStaging = writesIntoStaging
        self.checkedCovers = checkedCovers
    }

    /// Step "covers": copies the cached covers the report shows into `directory/covers/` and
    /// says where the page finds them (file name → page-relative path). A cover that is not
    /// cached is simply absent: the page draws a tile, and nothing waits on the network.
    public func copyCovers(for content: ReportContent, into directory: URL) throws -> [String: String] {
        guard let coverCache else { return [:] }
        var paths: [String: String] = [:]
        for key in ReportCovers.wanted(by: content) {
            let source = coverCache.appendingPathComponent(key.fileName)
            // A cache file damaged since it was fetched is left out, like a missing one.
            guard let data = FileManager.default.contents(atPath: source.path), checkedCovers.decodes(data, name: key.fileName) else { continue }
            let target = directory.appendingPathComponent(ReportCovers.pagePath(key))
            if writesIntoStaging {
                try StagedFile.link(source.path, toPath: target.path, orWrite: data)
            } else {
                try AtomicFile.write(data, to: target, unlessUnchanged: true)
            }
            paths[key.fileName] = ReportCovers.pagePath(key)
        }
        // A report written again over an older one keeps only the covers it now shows.
        let folder = directory.appendingPathComponent(ReportCovers.folder)
        if let present = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in present where name.hasSuffix(".jpg") && paths[name] == nil {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            if paths.isEmpty { try? FileManager.default.removeItem(at: folder) }
        }
        return paths
    }

    /// Links a picture drawn from the cover cache to its copy under `prefix`, when copied.
    static func coverLink(_ copied: Set<String>, prefix: String) -> @Sendable (String) -> String? {
        { file in
            let name = URL(fileURLWithPath: file).lastPathComponent
            return copied.contains(name) ? prefix + name : nil
        }
    }

    /// Draws the page's chart of every section on the report as SVG and PNG into
    /// `directory/charts/` and says where they are.
    public func drawCharts(for content: ReportContent, into directory: URL) throws -> [ChartReference] {
        let range = StatSetCharts(stats: content.stats, user: content.user, periodTitle: content.period.title)
        let year = content.yearReview.map { review in
            YearReviewCharts(review: review, user: content.user, calendar: range.calendarHeatmap(year: review.year))
        }
        let input = ChartInput(
            range: range, year: year, coverDirectory: content.coverPaths.isEmpty ? nil : coverCache?.path,
            serverStatistics: content.serverStatistics)
        // Charts link the covers copied beside the page instead of embedding them: the page
        // and charts/*.svg one folder down each find them relative to themselves.
        let copied = Set(content.coverPaths.keys)
        let links = ChartCoverLinks(
            page: Self.coverLink(copied, prefix: ReportCovers.folder + "/"),
            file: copied.isEmpty ? nil : Self.coverLink(copied, prefix: "../" + ReportCovers.folder + "/"))
        let sections = ReportSections.all.filter { $0.isShown(in: content) }
        let charts = sections.flatMap { $0.charts.filter { $0.onPage && $0.isDrawn(input) } }
        let linkedOnly = Set(sections.filter { !$0.pageEmbedsCharts }.flatMap { $0.charts.map(\.id) })
        let firstChart = charts.first?.id
        // Each chart is drawn as one two-theme SVG and maybe a PNG: on both cores at once, the
        // largest first (by pixels, twice with a PNG), so that neither core is left drawing the
        // poster alone at the end (in page order it came last but one, and took a fifth of a
        // year report's charts); the references stay in page order.
        @Sendable func drawsPNG(_ chart: SectionChart) -> Bool { pngForEveryChart || chart.id == firstChart || chart.id == .poster }
        func cost(_ index: Int) -> Double {
            let chart = charts[index]
            return chart.size.width * chart.size.height * (drawsPNG(chart) || chart.isShareCard ? 2 : 1)
        }
        let order = charts.indices.sorted { (cost($0), $1) > (cost($1), $0) }
        let drawn = ResultSlots<ChartReference>(count: charts.count)
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: charts.count) { iteration in
            let index = order[iteration]
            let chart = charts[index]
            do {
                drawn.store(
                    try draw(chart, input: input, links: links, png: drawsPNG(chart), embedded: !linkedOnly.contains(chart.id), into: directory),
                    at: index)
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
        return drawn.results.compactMap { $0 }
    }

    /// Writes a chart's file: plainly into a site's staging folder, else atomically.
    private func writeFile(_ data: Data, to url: URL) throws {
        if writesIntoStaging {
            try StagedFile.write(data, toPath: url.path)
            return
        }
        do {
            try AtomicFile.write(data, to: url)
        } catch let failure as AtomicFile.Failure {
            throw ReportsError(
                code: .output, message: "could not write the chart to '\(url.path)': check the directory exists and is writable",
                cause: failure.reason)
        }
    }

    /// Whether `svg` has an `<image>` (a picture drawn from a file), scanning its bytes once:
    /// `String.contains` bridges the whole document and `Data.firstRange(of:)` is generic.
    static func drawsPicture(_ svg: Data) -> Bool {
        let element = Array("<image ".utf8)
        return svg.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= element.count else { return false }
            var index = 0
            while index <= bytes.count - element.count {
                if bytes[index] == element[0] {
                    var offset = 1
                    while offset < element.count, bytes[index + offset] == element[offset] { offset += 1 }
                    if offset == element.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Draws `chart` as one SVG in both themes (shown from its file, or inline when it links
    /// covers and the page `embedded` it) and writes its SVG and PNG files into
    /// `directory/charts`; the PNG is in the configured theme.
    private func draw(
        _ chart: SectionChart, input: ChartInput, links: ChartCoverLinks, png: Bool, embedded: Bool, into directory: URL
    ) throws -> ChartReference {
        let svgName = "charts/\(chart.id).svg"
        let pngName = "charts/\(chart.id).png"
        if chart.isShareCard {
            // A share card is linked, not embedded: only its files, in the configured theme.
            let picture = chart.chart(input, theme: theme)
            try writeFile(drawing.render(picture, size: chart.size, format: .svg, imageLink: nil), to: directory.appendingPathComponent(svgName))
            try writeFile(drawing.render(picture, size: chart.size, format: .png, imageLink: nil), to: directory.appendingPathComponent(pngName))
            return ChartReference(id: chart.id.rawValue, title: chart.title(input), altText: chart.altText(input), svgPath: svgName, pngPath: pngName)
        }
        // The page's chart: drawn for its column, titled by the section heading. The PNG is a
        // picture of its own (Markdown shows it, and it is shared): at the designed size, titled.
        let size = chart.size.forPage
        func themed(_ theme: Theme) -> any Chart {
            chart.chart(input, theme: theme.onPage(designedWidth: chart.size.width, pageWidth: size.width))
        }
        let picture = themed(theme)
        let other = themed(theme == .dark ? .light : .dark)
        func writePNG() throws {
            try writeFile(
                drawing.render(chart.chart(input, theme: theme), size: chart.size, format: .png, imageLink: nil),
                to: directory.appendingPathComponent(pngName))
        }
        let title = chart.title(input), altText = chart.altText(input)
        // One SVG in both themes: the configured one, and the other under the reader's colour
        // scheme (a Markdown renderer or a browser opening the file shows the reader's theme
        // too), so the page carries each chart once, not a copy per theme. The file first: a
        // document of its own, whose colour rules need no scope, linking covers (if it draws
        // any) from its folder one below the page's.
        if let file = try drawing.renderThemed(picture, alternate: other, scope: nil, size: size, imageLink: links.file ?? links.page)
        {
            try writeFile(file, to: directory.appendingPathComponent(svgName))
            if png { try writePNG() }
            // A chart that draws no picture from a file: the page shows the file (once on disk,
            // and a phone that hides the chart never fetches it). One that links covers stays
            // inline, since an SVG shown as an image loads no other file: drawn again to link
            // them from the page, its rules confined to it among the page's other charts.
            guard embedded, Self.drawsPicture(file) else {
                return ChartReference(
                    id: chart.id.rawValue, title: title, altText: altText, svgPath: svgName, pngPath: png ? pngName : nil,
                    pageShowsSVGFile: true, width: size.width, height: size.height)
            }
            let page = try drawing.renderThemed(picture, alternate: other, scope: chart.id.rawValue, size: size, imageLink: links.page) ?? file
            return ChartReference(
                id: chart.id.rawValue, title: title, altText: altText, svgPath: svgName, pngPath: png ? pngName : nil,
                inlineSVG: String(decoding: page, as: UTF8.self), pageShowsSVGFile: false, width: size.width,
                height: size.height)
        }
        // A chart whose themes differ in more than colour: the page embeds both and shows the
        // reader's; the file, in the configured theme, stays beside it. A page that only links
        // the chart gets the file alone.
        guard embedded else {
            let file = try drawing.render(picture, size: size, format: .svg, imageLink: links.file ?? links.page)
            try writeFile(file, to: directory.appendingPathComponent(svgName))
            if png { try writePNG() }
            return ChartReference(
                id: chart.id.rawValue, title: title, altText: altText, svgPath: svgName, pngPath: png ? pngName : nil,
                pageShowsSVGFile: true, width: size.width, height: size.height)
        }
        let light = try drawing.render(themed(.light), size: size, format: .svg, imageLink: links.page)
        let dark = try drawing.render(themed(.dark), size: size, format: .svg, imageLink: links.page)
        let file = try links.file.map { try drawing.render(picture, size: size, format: .svg, imageLink: $0) } ?? (theme == .dark ? dark : light)
        try writeFile(file, to: directory.appendingPathComponent(svgName))
        if png { try writePNG() }
        return ChartReference(
            id: chart.id.rawValue, title: title, altText: altText, svgPath: svgName,
            pngPath: png ? pngName : nil, inlineSVG: String(decoding: light, as: UTF8.self),
            inlineSVGDark: String(decoding: dark, as: UTF8.self))
    }
}
