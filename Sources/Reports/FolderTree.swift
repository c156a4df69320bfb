import Foundation

/// A folder and everything below it, handled by POSIX calls that never follow a symbolic
/// link: walked, copied as hard links, removed, and swapped with another folder in one step.
///
/// FileManager's enumerator follows links and stats every entry; a heavy site has some 40,000
/// files, and the kind `readdir` already gives is enough.
enum FolderTree {
    enum Kind {
        case file, directory, symbolicLink, other
    }

    struct Failure: Error, CustomStringConvertible {
        var path: String
        var operation: String
        var errorNumber: Int32

        var description: String { "\(operation) \(path): \(String(cString: strerror(errorNumber)))" }
    }

    /// Calls `visit` with the path (relative to `root`) and kind of every entry below `root`,
    /// a folder before what it holds; links are reported, never entered. Top-level names for
    /// which `skipping` is true are left out.
    static func walk(
        _ root: String, skipping: (String) -> Bool = { _ in false }, visit: (String, Kind) throws -> Void
    ) throws {
        try walk(root, relative: "", skipping: skipping, visit: visit)
    }

    private static func walk(
        _ root: String, relative: String, skipping: (String) -> Bool, visit: (String, Kind) throws -> Void
    ) throws {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else {
            throw Failure(path: folder, operation: "cannot read the folder", errorNumber: errno)
        }
        var entries: [(String, Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." || (relative.isEmpty && skipping(name)) { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            entries.append((path, kind(of: Int32(entry.pointee.d_type), at: root + "/" + path)))
        }
        closedir(directory)
        // Sorted, so a refusal names the same link first on every run.
        for (path, kind) in entries.sorted(by: { $0.0 < $1.0 }) {
            try visit(path, kind)
            if kind == .directory { try walk(root, relative: path, skipping: skipping, visit: visit) }
        }
    }

    private static func kind(of type: Int32, at path: String) -> Kind {
        switch type {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .directory
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN):
            // Some file systems leave the type to a stat.
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .directory
            case S_IFLNK: return .symbolicLink
            default: return .other
            }
        default: return .other
        }
    }

    /// Makes `target` (a new, empty folder) a copy of `source` in which every file is a hard
    /// link to the source's file and every folder a new folder with the source's permissions.
    /// Throws at the first entry that cannot be copied so: a symbolic link, a device or pipe, a
    /// file on another file system or one the kernel will not link (`protected_hardlinks`).
    static func mirror(_ source: String, into target: String, skipping: (String) -> Bool) throws {
        try walk(source, skipping: skipping) { path, kind in
            let from = source + "/" + path
            let to = target + "/" + path
            switch kind {
            case .file:
                guard link(from, to) == 0 else { throw Failure(path: from, operation: "cannot link", errorNumber: errno) }
            case .directory:
                var status = stat()
                let mode = lstat(from, &status) == 0 ? status.st_mode & 0o7777 : 0o755
                guard mkdir(to, mode) == 0 else { throw Failure(path: to, operation: "cannot create", errorNumber: errno) }
            case .symbolicLink, .other:
                throw Failure(path: from, operation: "cannot copy", errorNumber: EPERM)
            }
        }
    }

    /// Removes `path` and everything below it, without following links; nothing when it is
    /// not there.
    static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        var folders: [String] = [path]
        try? walk(path) { relative, kind in
            if kind == .directory { folders.append(path + "/" + relative) } else { unlink(path + "/" + relative) }
        }
        // Deepest first: a folder is empty once what it held is gone.
        for folder in folders.reversed() { rmdir(folder) }
    }

    /// Swaps the folders at `first` and `second` (on one file system) in one step: a reader
    /// of either path sees the one folder or the other, never neither. Linux's
    /// `renameat2(RENAME_EXCHANGE)`; Glibc's header hides it from Swift, so it is looked up.
    static func exchange(_ first: String, _ second: String) throws {
        guard let renameat2 = renameAt2 else {
            throw Failure(path: first, operation: "cannot swap (no renameat2 in this C library)", errorNumber: ENOSYS)
        }
        guard renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 else {
            throw Failure(path: first, operation: "cannot swap with \(second)", errorNumber: errno)
        }
    }

    private typealias RenameAt2 = @convention(c) (
        Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
    ) -> Int32
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 1 << 1
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
}
