import Foundation

/// The published files a site build replaces, kept under a second name in the staging folder
/// until they are deleted together, on several threads, while the build writes its last pages.
///
/// Replacing a file by `rename` deletes the old one inside the rename, and deleting a file is
/// the slow part of publishing (ext4 frees its blocks and inode; the process waits): 1,700
/// entity pages took 160–320 ms to rename over old ones, against about 40 ms to link each old
/// page aside and rename the new one in, and 100–120 ms to delete the old ones afterwards on
/// eight threads, beside the rest of the build. The published name is still replaced by one
/// `rename` (a reader sees the old page or the new one, never none), and ext4's write-back of
/// a file renamed over another starts as before.
///
/// One keeper is used by one thread at a time; `lane()` gives another thread its own, whose
/// files are deleted with this one's.
final class ReplacedFiles: @unchecked Sendable {
    private let folder: String
    private var count = 0
    private var madeFolder = false
    private let deletions = DispatchGroup()
    private let lock = NSLock()
    private var lanes: [ReplacedFiles] = []

    /// Keeps replaced files in `folder` (inside the staging folder, so on the same file system
    /// and removed with it should the build stop).
    init(folder: String) {
        self.folder = folder
    }

    /// Renames `staged` over `published`. Returns 0, or the `errno` of the failed rename.
    func replace(_ staged: String, over published: String) -> Int32 {
        // A file system without hard links (or no file yet) gets the plain rename.
        if keepAside(published) { count += 1 }
        return rename(staged, published) == 0 ? 0 : errno
    }

    /// Links `published` into the folder as the next kept file; false when it cannot.
    private func keepAside(_ published: String) -> Bool {
        if !madeFolder {
            madeFolder = (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
            guard madeFolder else { return false }
        }
        return link(published, keptPath(count)) == 0
    }

    private func keptPath(_ number: Int) -> String { folder + "/" + String(number) }

    /// A keeper for another thread, in a folder of its own beside this one's.
    func lane() -> ReplacedFiles {
        lock.lock()
        defer { lock.unlock() }
        let lane = ReplacedFiles(folder: folder + "-" + String(lanes.count + 1))
        lanes.append(lane)
        return lane
    }

    /// Starts deleting every kept file, this keeper's and its lanes', in the background;
    /// `waitForDeletion` waits for it. Call it once every thread is done replacing.
    func startDeletion() {
        lock.lock()
        let keepers = [self] + lanes
        lock.unlock()
        let kept = keepers.flatMap { keeper in (0..<keeper.count).map(keeper.keptPath) }
        guard !kept.isEmpty else { return }
        let threads = min(8, kept.count)
        DispatchQueue.global().async(group: deletions) {
            // Most of a deletion is waiting on the file system, not the CPU: eight at a time.
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in stride(from: thread, to: kept.count, by: threads) { unlink(kept[index]) }
            }
        }
    }

    func waitForDeletion() {
        deletions.wait()
    }
}
