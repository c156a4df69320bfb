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

    init(directory: URL, digest: String, libraries: [TemplateFolder: MustacheLibrary]) {
        self.directory = directory
        self.digest = digest
        self.libraries = libraries
    }

    /// Reads and checks every template under `directory`.
    public static func load(from directory: URL) throws -> TemplateLibrary {
        _ = MarkdownContentType.registered
        _ = HTMLByteContentType.registered
        var libraries: [TemplateFolder: MustacheLibrary] = [:]
        var hasher = StableHasher()
        for folder in TemplateFolder.allCases {
            let files = try TemplateFile.read(folder: folder, in: directory)
            for file in files {
                hasher.combine(file.displayPath)
                hasher.combine(file.text)
            }
            libraries[folder] = try library(of: files, folder: folder, in: directory)
        }
        return TemplateLibrary(directory: directory, digest: hasher.hexDigest, libraries: libraries)
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
        // A section's partial renders inside the page's context, as if included from the page,
        // so it can read both its own view model and the page's fields.
        if folder != .atom {
            for partial in TemplateFolder.sectionPartials where names.contains(partial) {
                let wrapper = folder.pragma + "{{#page}}{{#section}}{{> \(partial)}}{{/section}}{{/page}}"
                library.register(try MustacheTemplate(string: wrapper), named: sectionTemplateName(partial))
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
        guard let library = libraries[folder], let text = library.render(viewModel, withTemplate: name) else {
            throw ReportsError(
                code: .template, message: "template \(folder.rawValue)/\(name).mustache is not loaded")
        }
        return text
    }
}
