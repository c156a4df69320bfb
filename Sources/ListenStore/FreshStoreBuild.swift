import Foundation

/// A store that does not exist yet, built in a file beside its path and put under that path
/// in one step, complete, or not at all.
///
/// A first import writes every page of a new file. Through the WAL each page is written twice,
/// into the WAL and then by the checkpoint into the file: for a heavy listener's ten years
/// about 245 MB more written and 0.5–0.7 s after the reading is done. A file no other process
/// can see needs no WAL: `store` writes it once, without syncs (`ListenStore(building:for:)`);
/// `publish()` syncs it, switches it to WAL and links it under the store's name. Until then
/// the store's path names nothing, so a killed or failing build leaves what was there
/// before: no store.
///
/// The build file is `<path>.importing`, locked (`flock`) while a build owns it; a build
/// killed before it finished leaves it, and the next build takes it over and empties it (or,
/// once a store exists at the path, the next open of that store removes it).
public final class FreshStoreBuild {
    /// Where the store is going to be.
    public let path: String
    /// The file it is built in.
    public let buildPath: String
    /// The build file's descriptor, holding the lock until the build is published or given up.
    private let descriptor: Int32
    private var built: ListenStore?
    private var ended = false
    /// Writes the build file out while the store is built (`BuildFileSyncer`).
    private var syncer: BuildFileSyncer?

    /// The store being built. Do not keep it past `publish()` or `discard()`.
    public var store: ListenStore {
        guard let built else { preconditionFailure("the fresh store was already published or discarded") }
        return built
    }

    /// Starts building the store of `path`, or nil when there is one there already (or its
    /// WAL or rollback journal, which SQLite would apply to whatever file comes to that name),
    /// when another process is building it, or when the build file cannot be made: then the
    /// store is opened as usual, which says what is wrong, if anything.
    public init?(path: String) {
        let fileManager = FileManager.default
        guard !path.isEmpty, !path.hasPrefix(":"), !path.hasPrefix("file:"),
            !["", "-wal", "-journal"].contains(where: { fileManager.fileExists(atPath: path + $0) })
        else { return nil }
        self.path = path
        buildPath = path + ".importing"
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard (try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
            let descriptor = Self.takeBuildFile(buildPath)
        else { return nil }
        self.descriptor = descriptor
        do {
            built = try ListenStore(building: buildPath, for: path)
        } catch {
            unlink(buildPath)
            close(descriptor)
            return nil
        }
        syncer = BuildFileSyncer(path: buildPath)
    }

    deinit { discard() }

    /// Opens and locks the build file, empty. A build file left by a build that was killed is
    /// taken over; one that another build holds, or that is another name of a store (a build
    /// killed between linking and removing it), is not written.
    private static func takeBuildFile(_ buildPath: String) -> Int32? {
        for _ in 0..<2 {
            let descriptor = open(buildPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            var opened = stat(), named = stat()
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &opened) == 0,
                stat(buildPath, &named) == 0, opened.st_dev == named.st_dev, opened.st_ino == named.st_ino
            else {
                // Another build holds it, or published it and removed the name meanwhile.
                close(descriptor)
                return nil
            }
            if opened.st_nlink > 1 {
                // Published but not yet unnamed as a build file: only the name goes.
                unlink(buildPath)
                close(descriptor)
                continue
            }
            guard ftruncate(descriptor, 0) == 0 else {
                close(descriptor)
                return nil
            }
            for suffix in ["-journal", "-wal", "-shm"] { unlink(buildPath + suffix) }
            return descriptor
        }
        return nil
    }

    /// Removes the build file a killed first import left beside the store at `path` (as large
    /// as a whole store), unless a build holds it. Called whenever a store is opened there for
    /// writing: from then on no build can be published under that name, so nothing would ever
    /// take the file over.
    public static func removeAbandonedBuild(besides path: String) {
        let buildPath = path + ".importing"
        guard FileManager.default.fileExists(atPath: buildPath) else { return }
        let descriptor = open(buildPath, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var opened = stat(), named = stat()
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &opened) == 0, stat(buildPath, &named) == 0,
            opened.st_dev == named.st_dev, opened.st_ino == named.st_ino
        else { return }
        unlink(buildPath)
        // A build killed after linking is the store itself under a second name: only the name goes.
        if opened.st_nlink == 1 {
            for suffix in ["-journal", "-wal", "-shm"] { unlink(buildPath + suffix) }
        }
    }

    /// Puts the complete store under its path: closes it, syncs the file, links it there and
    /// syncs the folder, then notes the file as checked (it is this process's own).
    ///
    /// Returns false, and removes the build, when something appeared at the path meanwhile
    /// (another process made a store there) or the file system cannot link: then nothing was
    /// put in place and the caller imports into the store at `path` as usual.
    public func publish() throws -> Bool {
        guard let built else { return false }
        do {
            try built.closeBuiltFile()
        } catch {
            discard()
            throw ListenStoreError.mapping(
                error, path: path, fallback: .writeFailed, message: "could not write the imported listens to the database")
        }
        self.built = nil
        // A sync of the syncer's that failed fails the build as this one would.
        let syncFailure = syncer?.stop()
        syncer = nil
        guard fsync(descriptor) == 0, syncFailure == nil else {
            let reason = String(cString: strerror(syncFailure ?? errno))
            discard()
            throw ListenStoreError(
                code: .writeFailed, message: "could not write the new database \(path); check the disk and its free space",
                cause: reason)
        }
        // link(2), not rename(2): it never replaces a file that came to that name meanwhile.
        guard link(buildPath, path) == 0 else {
            discard()
            return false
        }
        unlink(buildPath)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let folder = open(directory, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        ended = true
        close(descriptor)
        IntegrityStamp(databasePath: path)?.recordCheck()
        return true
    }

    /// Gives the build up: the build file goes, nothing is put at the store's path.
    public func discard() {
        guard !ended else { return }
        ended = true
        _ = syncer?.stop()
        syncer = nil
        built = nil
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(buildPath + suffix) }
        close(descriptor)
    }
}
