import Foundation
import Reports

/// Finds the report templates: a folder the user names, or the one shipped with the tool.
enum TemplateLocator {
    static func library(override: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TemplateLibrary {
        if let override {
            return try TemplateLibrary.load(from: URL(fileURLWithPath: override, isDirectory: true))
        }
        if let named = try environmentDirectory(environment) {
            return try TemplateLibrary.load(from: named)
        }
        guard let directory = TemplateLibrary.defaultDirectoryForCurrentProcess() else {
            throw CLIError(
                "cannot find the Templates folder: run from the ListenStats checkout, set \(TemplateLibrary.environmentVariable), or pass --templates DIR",
                status: .configuration)
        }
        return try TemplateLibrary.load(from: directory)
    }

    /// `$LISTENSTATS_TEMPLATES`, checked as `--templates` is (78 when it is no templates folder),
    /// with a message naming the variable; nil when it is unset or empty.
    static func environmentDirectory(_ environment: [String: String]) throws -> URL? {
        let variable = TemplateLibrary.environmentVariable
        guard let path = environment.nonEmpty(variable) else { return nil }
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        guard TemplateLibrary.isTemplateFolder(directory) else {
            throw CLIError(
                "\(variable)=\(path) is not a templates folder (it has no html/ folder); set it to a copy of Templates/, or unset it",
                status: .configuration)
        }
        return directory
    }
}
