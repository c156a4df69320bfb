import Concurrency
import FileWriting
import Foundation
import JSONWriting

/// Renders a report as HTML, Markdown and JSON and writes the files into a folder.
public struct ReportWriter: Sendable {
    public let templates: TemplateLibrary
    public var frontMatter: FrontMatterStyle

    public init(templates: TemplateLibrary, frontMatter: FrontMatterStyle = .none) {
        self.templates = templates
        self.frontMatter = frontMatter
    }

    /// The text of `content` in `format`.
    public func render(_ content: ReportContent, as format: ReportFormat) throws -> String {
        try Self.validate(content)
        return try render(content, as: format, model: ReportViewModel(content: content, frontMatter: frontMatter))
    }

    /// Writes `index.html`, `report.md` and `data.json` (those in `formats`) into `directory`,
    /// and the playlists (`ReportPlaylist`: the top tracks, a year's discoveries), which the
    /// page links.
    ///
    /// Everything is rendered before anything is written, so a template error writes nothing;
    /// each file is replaced atomically. Returns the files written, in `formats` order.
    @discardableResult
    public func write(_ content: ReportContent, to directory: URL, formats: [ReportFormat] = ReportFormat.allCases)
        throws -> [URL]
    {
        try Self.validate(content)
        // One view model serves both templates: building it embeds (and checks) every chart.
        let model = ReportViewModel(content: content, frontMatter: frontMatter)
        let rendered = try zip(formats, renderEach(formats, content, model: model))
        let playlists = try Self.playlists(content)
        let written = try rendered.map { format, text in
            let url = directory.appendingPathComponent(format.fileName(frontMatter: frontMatter))
            try AtomicFile.writeOutput(text, to: url)
            return url
        }
        for (name, text) in playlists {
            let url = directory.appendingPathComponent(name)
            if let text {
                try AtomicFile.writeOutput(text, to: url)
            } else {
                // A report written again whose tracks lost their MBIDs keeps no stale playlist.
                try? FileManager.default.removeItem(at: url)
            }
        }
        return written
    }

    /// The texts of `content`'s playlists by file name (`ReportPlaylist.files`).
    static func playlists(_ content: ReportContent) throws -> [(name: String, text: String?)] {
        do {
            return try ReportPlaylist.files(of: content)
        } catch {
            throw ReportsError(code: .invalidContent, message: "cannot encode the report's playlist", cause: String(describing: error))
        }
    }

    /// Writes the files of `formats` into `directory`, a site's staging folder (`StagedFile`:
    /// the folder is published whole, so no file needs a temporary copy or an `fsync`).
    /// Returns the text of each file written, in `formats`' order.
    @discardableResult
    func writeStaged(_ content: ReportContent, to directory: URL, formats: [ReportFormat]) throws -> [String] {
        try Self.validate(content)
        let model = ReportViewModel(content: content, frontMatter: frontMatter)
        let texts = try formats.map { format in
            let text = try render(content, as: format, model: model)
            try StagedFile.write(text, toPath: directory.appendingPathComponent(format.fileName(frontMatter: frontMatter)).path)
            return text
        }
        for case let (name, text?) in try Self.playlists(content) {
            try StagedFile.write(text, toPath: directory.appendingPathComponent(name).path)
        }
        return texts
    }

    /// Each of `formats`, rendered on all cores at once (the page, the Markdown and the JSON of
    /// a year report take a few milliseconds each), in `formats`' order; the first format's
    /// error is the one thrown.
    private func renderEach(_ formats: [ReportFormat], _ content: ReportContent, model: ReportViewModel) throws -> [String] {
        let texts = ResultSlots<String>(count: formats.count)
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: formats.count) { index in
            do {
                texts.store(try render(content, as: formats[index], model: model), at: index)
            } catch {
                failures.record(error, at: index)
            }
        }
        if let failure = failures.first { throw failure }
        return texts.results.map { $0 ?? "" }
    }

    func render(_ content: ReportContent, as format: ReportFormat, model: ReportViewModel) throws -> String {
        switch format {
        case .html: try renderPage(model, in: .html)
        case .markdown: try renderPage(model, in: .markdown)
        case .json: try Self.json(content)
        }
    }

    /// The page of `folder`: each section's partial rendered in order, then the page around them.
    func renderPage(_ model: ReportViewModel, in folder: TemplateFolder) throws -> String {
        var page = model
        page.sections = try model.sectionModels.map { section, sectionModel in
            let text = try templates.renderSection(section.partial, in: folder, page: model, section: sectionModel)
            // The page puts each section on a line of its own.
            return RenderedSection(id: section.id.rawValue, text: text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return try templates.render("report", in: folder, page)
    }

    static func json(_ content: ReportContent) throws -> String {
        do {
            // Compact: data.json is for programs, and indentation made it half as big again.
            return try SnakeCaseJSON.compactText(ReportDocument(content: content)) + "\n"
        } catch {
            throw ReportsError(
                code: .invalidContent, message: "cannot encode the report's data as JSON",
                cause: String(describing: error))
        }
    }

    /// Chart paths must stay inside the report's folder: they are written into pages as links.
    static func validate(_ content: ReportContent) throws {
        for chart in content.charts {
            for path in [chart.svgPath, chart.pngPath].compactMap({ $0 }) {
                let components = path.split(separator: "/")
                if path.hasPrefix("/") || components.contains("..") || path.contains("\\") || path.contains(":") {
                    throw ReportsError(
                        code: .invalidContent,
                        message: "chart '\(chart.id)' has path '\(path)'; chart paths must be relative to the report folder")
                }
            }
        }
    }
}
