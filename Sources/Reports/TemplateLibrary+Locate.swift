import Foundation

extension TemplateLibrary {
    /// The environment variable that points at a templates folder.
    public static let environmentVariable = "LISTENSTATS_TEMPLATES"

    /// Where the templates are when no `--templates` is given, or nil when none is found.
    ///
    /// `$LISTENSTATS_TEMPLATES` when it is set, whether or not it holds templates (loading it
    /// then says what is wrong: a folder a person names is never passed over in silence).
    /// Otherwise, from the executable's folder, an installed layout (`bin/listenstats` beside
    /// `share/listenstats/Templates`), a `Templates` folder next to it, and a checkout's
    /// `Templates` in any folder above it (`.build/release/listenstats`); finally `Templates`
    /// in the current directory.
    public static func defaultDirectory(
        environment: [String: String], executable: URL, currentDirectory: URL
    ) -> URL? {
        if let configured = environment[environmentVariable], !configured.isEmpty {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        var candidates: [URL] = []
        let binary = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(binary.deletingLastPathComponent().appendingPathComponent("share/listenstats/Templates"))
        var folder = binary
        while folder.path != "/" && !folder.path.isEmpty {
            candidates.append(folder.appendingPathComponent("Templates"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(currentDirectory.appendingPathComponent("Templates"))
        return candidates.first { isTemplateFolder($0) }
    }

    /// The default folder for this process: its environment, executable and working directory.
    public static func defaultDirectoryForCurrentProcess() -> URL? {
        let process = ProcessInfo.processInfo
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: process.arguments.first ?? "")
        return defaultDirectory(
            environment: process.environment, executable: executable,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// Whether `url` looks like a templates folder (it has an `html` folder).
    public static func isTemplateFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let html = url.appendingPathComponent(TemplateFolder.html.rawValue).path
        return FileManager.default.fileExists(atPath: html, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
