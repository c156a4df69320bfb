import Foundation
import Mustache

/// One `*.mustache` file as read from disk, before and after parsing.
struct TemplateFile: Sendable {
    /// The partial name: the file name without ".mustache".
    var name: String
    /// "html/report.mustache", as errors name it.
    var displayPath: String
    var text: String
    var folder: TemplateFolder

    /// The templates of `folder` under `directory`, sorted by name; an error when the folder is missing.
    static func read(folder: TemplateFolder, in directory: URL) throws -> [TemplateFile] {
        let folderURL = directory.appendingPathComponent(folder.rawValue, isDirectory: true)
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folderURL.path)
        } catch {
            throw ReportsError(
                code: .template,
                message:
                    "no template folder \(folderURL.path); pass --templates with a folder that has html/, markdown/ and atom/ (a copy of Templates/)",
                cause: String(describing: error))
        }
        return try entries.filter { $0.hasSuffix(".mustache") }.sorted().map { entry in
            let url = folderURL.appendingPathComponent(entry)
            let displayPath = folder.rawValue + "/" + entry
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ReportsError(code: .template, message: "cannot read template \(url.path)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw ReportsError(code: .template, message: "template \(url.path) is not UTF-8 text")
            }
            return TemplateFile(
                name: String(entry.dropLast(".mustache".count)), displayPath: displayPath, text: text,
                folder: folder)
        }
    }

    /// Parses the file, naming the file, line and column of a syntax error.
    func parse() throws -> MustacheTemplate {
        do {
            // The pragma stands on a line of its own (so Mustache drops that line whole); error
            // line numbers are shifted back to the file's own.
            return try MustacheTemplate(string: folder.pragma + text)
        } catch let error as MustacheTemplate.ParserError {
            let context = error.context
            let pragmaLines = folder.pragma.isEmpty ? 0 : 1
            throw ReportsError(
                code: .template,
                message:
                    "\(displayPath):\(max(context.lineNumber - pragmaLines, 1)):\(context.columnNumber): \(Self.explain(error.error)) in `\(context.line.trimmingCharacters(in: .whitespaces))`")
        }
    }

    /// The partials the file includes (`{{> name}}`), with the line of each, in file order.
    var includedPartials: [(name: String, line: Int)] {
        var included: [(name: String, line: Int)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{>") {
                let afterOpen = rest[open.upperBound...]
                guard let close = afterOpen.range(of: "}}") else { break }
                included.append((afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces), offset + 1))
                rest = afterOpen[close.upperBound...]
            }
        }
        return included
    }

    /// Checks that every `{{> name}}` the file includes exists in its folder.
    func checkPartials(available names: Set<String>) throws {
        for (partial, line) in includedPartials where !names.contains(partial) {
            throw ReportsError(
                code: .template,
                message: "\(displayPath):\(line): includes partial '\(partial)', but there is no \(folder.rawValue)/\(partial).mustache")
        }
    }

    /// Checks that no template of a folder includes itself, directly or through other partials:
    /// rendering one would never end (it ran until the stack overflowed). Templates here render
    /// view models that do not nest themselves, so no cycle can be meant to stop.
    static func checkNoCycles(_ files: [TemplateFile]) throws {
        let byName = Dictionary(files.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var finished: Set<String> = []
        func visit(_ file: TemplateFile, path: [String]) throws {
            guard !finished.contains(file.name) else { return }
            for (partial, line) in file.includedPartials {
                if let start = path.firstIndex(of: partial) {
                    let chain = (path[start...] + [file.name, partial]).joined(separator: " → ")
                    throw ReportsError(
                        code: .template,
                        message:
                            "\(file.displayPath):\(line): includes partial '\(partial)', which includes it again (\(chain)); a template cannot include itself, remove one of these includes")
                }
                if partial == file.name {
                    throw ReportsError(
                        code: .template,
                        message: "\(file.displayPath):\(line): includes itself ('\(partial)'); a template cannot include itself, remove the include")
                }
                if let next = byName[partial] { try visit(next, path: path + [file.name]) }
            }
            finished.insert(file.name)
        }
        for file in files { try visit(file, path: []) }
    }

    static func explain(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return String(describing: error) }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened"
        case .unfinishedName: return "a tag is not closed with }}"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "invalid set-delimiter tag"
        case .unrecognisedConfigVariable: return "unknown pragma"
        default: return String(describing: error)
        }
    }
}
