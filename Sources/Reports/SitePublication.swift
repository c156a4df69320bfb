import FileWriting
import Foundation

/// Where a site build writes, and how what it wrote becomes the published site: so that a
/// reader, or a run killed at any moment, sees the whole old site or the whole new one.
///
/// The build works on a copy of the output folder made of hard links (`.<name>.listenstats-next`
/// beside it; about 0.1 s for 40,000 files, nothing copied), which it changes only by writing
/// new files and renaming them over old names, never writing into a file in place; then the
/// copy and the output folder swap in one `renameat2(RENAME_EXCHANGE)`, and the old tree, now
/// beside the output, is removed. A run killed before the swap leaves the old site and its
/// copy, which the next run removes first; one killed after it leaves the new site.
///
/// Where that cannot be done (the output folder is a mount point, its parent is not writable,
/// the file system cannot swap or link, or the folder holds files that are not ours to link)
/// the build writes into the output folder itself: each file is replaced whole by a rename,
/// pages before the index that links them, but a run killed midway can leave old and new
/// pages side by side until the next run.
///
/// Either way nothing is written through a symbolic link: a link anywhere in the output folder
/// is refused before anything is written.
struct SitePublication {
    /// The folder the site is published in (symbolic links in its own path resolved).
    let output: URL
    /// The folder the build writes: the copy beside `output`, or `output` itself.
    let workingFolder: URL
    /// Why the build writes in place (nil when it writes a copy that is swapped in).
    let inPlaceReason: String?

    /// Names inside the output folder that belong to a build, never to the site.
    static func isBuildEntry(_ name: String) -> Bool {
        name.hasPrefix(SiteBuilder.stagingPrefix)
    }

    /// The copy's name beside `output`.
    static func copyName(of output: URL) -> String { "." + output.lastPathComponent + ".listenstats-next" }

    /// Creates the output folder if needed, refuses symbolic links in it, removes what killed
    /// runs left, and prepares the folder the build writes.
    static func begin(_ requested: URL) throws -> SitePublication {
        do {
            try FileManager.default.createDirectory(at: requested, withIntermediateDirectories: true)
        } catch {
            throw ReportsError(
                code: .output, message: "cannot create the site folder \(requested.path)", cause: String(describing: error))
        }
        guard let resolved = realpath(requested.path, nil) else {
            throw ReportsError(
                code: .output, message: "cannot resolve the site folder \(requested.path)", cause: String(cString: strerror(errno)))
        }
        let output = URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
        free(resolved)
        let copy = output.deletingLastPathComponent().appendingPathComponent(copyName(of: output), isDirectory: true)
        FolderTree.remove(copy.path)
        do {
            try prepareCopy(of: output, at: copy)
            removeLeftoverTemporaryFiles(in: copy)
            return SitePublication(output: output, workingFolder: copy, inPlaceReason: nil)
        } catch let refusal as ReportsError {
            FolderTree.remove(copy.path)
            throw refusal
        } catch {
            FolderTree.remove(copy.path)
            try refuseSymbolicLinks(in: output)
            removeLeftoverTemporaryFiles(in: output)
            return SitePublication(output: output, workingFolder: output, inPlaceReason: String(describing: error))
        }
    }

    /// Makes `copy` a hard-link copy of `output` that can be swapped with it; throws a
    /// `ReportsError` for a symbolic link (a refusal), anything else when the copy cannot be
    /// made or swapped here (the build then writes in place).
    private static func prepareCopy(of output: URL, at copy: URL) throws {
        var outputStatus = stat()
        var parentStatus = stat()
        guard lstat(output.path, &outputStatus) == 0, lstat(output.deletingLastPathComponent().path, &parentStatus) == 0
        else {
            throw FolderTree.Failure(path: output.path, operation: "cannot stat", errorNumber: errno)
        }
        // A mount point (a container's volume) cannot be renamed.
        guard outputStatus.st_dev == parentStatus.st_dev else {
            throw FolderTree.Failure(path: output.path, operation: "cannot swap a mount point", errorNumber: EXDEV)
        }
        guard mkdir(copy.path, outputStatus.st_mode & 0o7777) == 0 else {
            throw FolderTree.Failure(path: copy.path, operation: "cannot create", errorNumber: errno)
        }
        // Whether this file system swaps folders, tried on two empty ones.
        let first = copy.path + "/" + SiteBuilder.stagingPrefix + "swap-1"
        let second = copy.path + "/" + SiteBuilder.stagingPrefix + "swap-2"
        guard mkdir(first, 0o700) == 0, mkdir(second, 0o700) == 0 else {
            throw FolderTree.Failure(path: first, operation: "cannot create", errorNumber: errno)
        }
        try FolderTree.exchange(first, second)
        rmdir(first)
        rmdir(second)
        var links: [String] = []
        do {
            try FolderTree.mirror(output.path, into: copy.path, skipping: isBuildEntry)
        } catch let failure as FolderTree.Failure where failure.errorNumber == EPERM {
            // Which entries stopped the copy: links are refused; anything else writes in place.
            try FolderTree.walk(output.path, skipping: isBuildEntry) { path, kind in
                if kind == .symbolicLink { links.append(path) }
            }
            if links.isEmpty { throw failure }
        }
        if !links.isEmpty { throw symbolicLinkRefusal(links, in: output) }
    }

    /// Refuses the build when the output folder holds a symbolic link.
    private static func refuseSymbolicLinks(in output: URL) throws {
        var links: [String] = []
        try? FolderTree.walk(output.path, skipping: isBuildEntry) { path, kind in
            if kind == .symbolicLink { links.append(path) }
        }
        if !links.isEmpty { throw symbolicLinkRefusal(links, in: output) }
    }

    private static func symbolicLinkRefusal(_ links: [String], in output: URL) -> ReportsError {
        let shown = links.prefix(3).map { path -> String in
            let full = output.path + "/" + path
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)).map { " → \($0)" } ?? ""
            return full + target
        }
        let more = links.count > 3 ? " and \(links.count - 3) more" : ""
        return ReportsError(
            code: .output,
            message:
                "the site folder holds a symbolic link: \(shown.joined(separator: ", "))\(more); a site is published only into "
                + "real folders, so nothing is written outside \(output.path): replace the link with a folder, or choose "
                + "another --out")
    }

    /// Temporary files of `AtomicFile` that a run killed while writing in place left in the
    /// output folder and the users' folders (where those files are written).
    private static func removeLeftoverTemporaryFiles(in output: URL) {
        let files = FileManager.default
        let folders = [output.path] + ((try? files.contentsOfDirectory(atPath: output.path)) ?? []).map { output.path + "/" + $0 }
        for folder in folders {
            for name in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where AtomicFile.isTemporaryName(name) {
                unlink(folder + "/" + name)
            }
        }
    }

    /// Makes what the build wrote the published site: swaps the copy in and removes the old
    /// tree; nothing to do when the build wrote in place.
    func finish() throws {
        guard workingFolder != output else { return }
        do {
            try FolderTree.exchange(output.path, workingFolder.path)
        } catch {
            FolderTree.remove(workingFolder.path)
            throw ReportsError(
                code: .output, message: "cannot publish the site into \(output.path); the old site is unchanged",
                cause: String(describing: error))
        }
        FolderTree.remove(workingFolder.path)
    }

    /// Drops what a failed build wrote: the copy, or (in place) nothing the build did not
    /// clean up itself.
    func abandon() {
        guard workingFolder != output else { return }
        FolderTree.remove(workingFolder.path)
    }
}
