import Foundation
import Mustache

/// The Mustache templates reports are rendered with, loaded and checked from a `Templates/` folder.
///
/// `Templates/html`, `Templates/markdown` and `Templates/atom` each hold `*.mustache` files; a
/// file's name without the extension is its partial name within its folder. Loading parses every
/// file and checks every `{{> partial}}` it names, so a broken template fails before any output
/// is written, with its file and line.
public struct TemplateLibrary: Sendable {
    /// The folder the templates were read from.
    public let directory: URL
    /// A digest of every template's bytes: a site rebuilds its pages when it changes.
    public let digest: String
    let libraries: [TemplateFolder: MustacheLibrary]
    /// The same templates compiled for `CompiledTemplateSet`, for each folder whose templates
    /// all compile; a page it cannot render is rendered by `libraries`.
    let compiled: [TemplateFolder: CompiledTemplateSet]
    /// Whether pages render through `compiled`; tests compare `.off` with `.required`, which
    /// fails a page the compiled renderer would hand back to swift-mustache.
    var compiledRendering = CompiledRendering.preferred

    enum CompiledRendering: Sendable {
        case preferred, off, required
    }

    init(
        directory: URL, digest: String, libraries: [TemplateFolder: MustacheLibrary],
        compiled: [TemplateFolder: CompiledTemplateSet] = [:]
    ) {
        self.directory = directory
        self.digest = digest
        self.libraries = libraries
        self.compiled = compiled
    }

    /// Reads and checks every template under `directory`.
    public static func load(from directory: URL) throws -> TemplateLibrary {
        _ = MarkdownContentType.registered
        _ = HTMLByteContentType.registered
        var libraries: [TemplateFolder: MustacheLibrary] = [:]
        var compiled: [TemplateFolder: CompiledTemplateSet] = [:]
        var hasher = StableHasher()
        for folder in TemplateFolder.allCases {
            let files = try TemplateFile.read(folder: folder, in: directory)
            for file in files {
                hasher.combine(file.displayPath)
                hasher.combine(file.text)
            }
            libraries[folder] = try library(of: files, folder: folder, in: directory)
            compiled[folder] = CompiledTemplateSet(texts: texts(of: files, folder: folder))
        }
        return TemplateLibrary(directory: directory, digest: hasher.hexDigest, libraries: libraries, compiled: compiled)
    }

    /// Every template of `folder` by name, as `library(of:folder:in:)` registers it.
    static func texts(of files: [TemplateFile], folder: TemplateFolder) -> [String: String] {
        var texts: [String: String] = [:]
        for file in files { texts[file.name] = folder.pragma + file.text }
        if folder != .atom {
            for partial in TemplateFolder.sectionPartials where texts[partial] != nil {
                texts[sectionTemplateName(partial)] = sectionWrapper(partial, folder: folder)
            }
        }
        return texts
    }

    /// The template that renders a section's partial inside its page (see `library`).
    static func sectionWrapper(_ partial: String, folder: TemplateFolder) -> String {
        folder.pragma + "{{#page}}{{#section}}{{> \(partial)}}{{/section}}{{/page}}"
    }

    static func library(of files: [TemplateFile], folder: TemplateFolder, in directory: URL) throws
        -> MustacheLibrary
    {
        var library = MustacheLibrary()
        let names = Set(files.map(\.name))
        for file in files {
            library.register(try file.parse(), named: file.name)
            try file.checkPartials(available: names)
        }
        try TemplateFile.checkNoCycles(files)
        // A section's partial renders inside the page's context, as if included from the page,
        // so it can read both its own view model and the page's fields.
        if folder != .atom {
            for partial in TemplateFolder.sectionPartials where names.contains(partial) {
                library.register(try MustacheTemplate(string: sectionWrapper(partial, folder: folder)), named: sectionTemplateName(partial))
            }
        }
        for required in folder.requiredTemplates where !names.contains(required) {
            throw ReportsError(
                code: .template,
                message:
                    "template \(folder.rawValue)/\(required).mustache is missing from \(directory.path); copy it from the Templates folder that ships with listenstats")
        }
        return library
    }

    static func sectionTemplateName(_ partial: String) -> String { "section:" + partial }

    /// Renders a section's `partial` of `folder` with its view model inside the page's.
    func renderSection(_ partial: String, in folder: TemplateFolder, page: Any, section: Any) throws -> String {
        try render(Self.sectionTemplateName(partial), in: folder, ["page": page, "section": section])
    }

    /// Renders the template `name` of `folder` with `viewModel`.
    func render(_ name: String, in folder: TemplateFolder, _ viewModel: Any) throws -> String {
        if compiledRendering != .off, let text = compiled[folder]?.render(name, viewModel) { return text }
        if compiledRendering == .required {
            throw ReportsError(code: .template, message: "template \(folder.rawValue)/\(name).mustache did not render compiled")
        }
        guard let library = libraries[folder], let text = library.render(viewModel, withTemplate: name) else {
            throw ReportsError(
                code: .template,
                message:
                    "template \(folder.rawValue)/\(name).mustache is missing from \(directory.path); copy it from the Templates folder that ships with listenstats")
        }
        return text
    }
}
