import Foundation
import Reports

/// Finds the report templates: a folder the user names, or the one shipped with the tool.
enum TemplateLocator {
    static func library(override: String?) throws -> TemplateLibrary {
        if let override {
            return try TemplateLibrary.load(from: URL(fileURLWithPath: override, isDirectory: true))
        }
        guard let directory = TemplateLibrary.defaultDirectoryForCurrentProcess() else {
            throw CLIError(
                "cannot find the Templates folder: run from the ListenStats checkout, set \(TemplateLibrary.environmentVariable), or pass --templates DIR",
                status: .configuration)
        }
        return try TemplateLibrary.load(from: directory)
    }
}
