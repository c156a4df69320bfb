import Foundation
import ListenModel

extension SiteBuilder {
    /// The folder below a user's folder that holds the covers of their entity pages: one copy
    /// of each, however many pages show it (`../../covers/<name>` from a page).
    static let entityCoverFolder = "covers"

    /// The covers in the user's published cover folder: listed once, instead of a look at the
    /// disk per name (a heavy history's pages name some 40,000 covers).
    static func publishedCovers(of user: String, in output: URL) -> Set<String> {
        let folder = output.appendingPathComponent(SitePath.component(user)).appendingPathComponent(entityCoverFolder)
        return Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    /// Which of `names` the user's pages can show: those already published in the user's
    /// cover folder (`published`), and those in the cover cache's listing (`cached`), which
    /// are written into the staging folder for the commit (as `user/covers/<name>`, returned in
    /// `staged`).
    func stageEntityCovers(
        _ names: [String], published: Set<String>, cached: Set<String>, user: String, source: some SiteContentSource,
        staging: URL
    ) throws -> (available: Set<String>, staged: [String]) {
        let folder = SitePath.component(user) + "/" + Self.entityCoverFolder
        var available: Set<String> = []
        var staged: [String] = []
        for name in names where published.contains(name) || cached.contains(name) {
            let path = folder + "/" + name
            if published.contains(name) {
                available.insert(name)
            } else if let data = source.cachedCover(named: name, for: user) {
                try StagedFile.write(data, toPath: staging.appendingPathComponent(path).path)
                available.insert(name)
                staged.append(path)
            }
        }
        return (available, staged)
    }

    /// Moves the staged covers into the site, then deletes the covers of `user` that no page
    /// shows any more.
    static func commitEntityCovers(
        _ staged: [String], shown: Set<String>, user: String, staging: URL, output: URL, replaced: ReplacedFiles
    ) throws {
        let files = FileManager.default
        for path in staged {
            try moveStaged(
                staging.appendingPathComponent(path), to: output.appendingPathComponent(path), naming: "a cover",
                replaced: replaced)
        }
        let folder = output.appendingPathComponent(SitePath.component(user)).appendingPathComponent(entityCoverFolder)
        guard let present = try? files.contentsOfDirectory(atPath: folder.path) else { return }
        for name in present where !shown.contains(name) {
            try? files.removeItem(at: folder.appendingPathComponent(name))
        }
        if shown.isEmpty { try? files.removeItem(at: folder) }
    }
}
