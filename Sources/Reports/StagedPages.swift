import FileWriting
import Foundation

/// The pages of a build beside its reports (a user's page, indexes, search index, genre and day
/// pages), put into the staging folder as each user is done, so a build of a thousand users
/// holds one user's pages in memory at a time; a page whose file already says the same is not
/// staged, and its file is left as it is.
final class StagedPages {
    static let folder = ".pages"

    private let output: URL
    private let staging: URL
    /// Every page the build made, changed or not, by its path in the site.
    private(set) var made: Set<String> = []
    /// The pages that changed, staged to be moved into place.
    private(set) var changed: [String] = []

    init(output: URL, staging: URL) {
        self.output = output
        self.staging = staging.appendingPathComponent(Self.folder, isDirectory: true)
    }

    func stage(_ pages: [(String, String)]) throws {
        for (path, text) in pages {
            made.insert(path)
            let bytes = Data(text.utf8)
            if FileManager.default.contents(atPath: output.appendingPathComponent(path).path) == bytes { continue }
            let file = staging.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: file)
            } catch {
                throw ReportsError(code: .output, message: "cannot write \(file.path); check that the folder is writable", cause: String(describing: error))
            }
            changed.append(path)
        }
    }

    /// Moves the changed pages into place, each replacing its file whole.
    func commit(replaced: ReplacedFiles) throws {
        for path in changed {
            try SiteBuilder.moveStaged(
                staging.appendingPathComponent(path), to: output.appendingPathComponent(path), naming: "the new \(path)",
                replaced: replaced)
        }
    }
}
