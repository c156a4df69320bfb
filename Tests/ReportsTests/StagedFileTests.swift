import Foundation
import Testing

@testable import Reports

@Suite("Staged files: a report's covers linked to the cover cache")
struct StagedFileTests {
    @Test("a cover is a hard link to the cache's file; a name already there is replaced, never written through")
    func links() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cached = folder.appendingPathComponent("cache.jpg").path
        let bytes = Data([0xFF, 0xD8, 0xFF, 1, 2, 3])
        try bytes.write(to: URL(fileURLWithPath: cached))

        // Into a folder that does not exist yet, as a report's covers/ in staging.
        let target = folder.appendingPathComponent("week/covers/a.jpg").path
        try StagedFile.link(cached, toPath: target, orWrite: bytes)
        #expect(linkCount(cached) == 2 && FileManager.default.contents(atPath: target) == bytes)

        // The same name again, with other bytes to fall back on: linked again, and the cache
        // file (which the name pointed at) keeps its bytes.
        let other = folder.appendingPathComponent("other.jpg").path
        try Data([9, 9]).write(to: URL(fileURLWithPath: other))
        try StagedFile.link(other, toPath: target, orWrite: Data([9, 9]))
        #expect(FileManager.default.contents(atPath: cached) == bytes && linkCount(cached) == 1)
        #expect(FileManager.default.contents(atPath: target) == Data([9, 9]))
    }

    /// /dev/shm is a tmpfs on Linux: a link from the temporary folder's disk to it fails.
    static let shmIsAnotherFileSystem: Bool = {
        var shm = stat(), temporary = stat()
        return FileManager.default.isWritableFile(atPath: "/dev/shm") && stat("/dev/shm", &shm) == 0
            && stat(FileManager.default.temporaryDirectory.path, &temporary) == 0 && shm.st_dev != temporary.st_dev
    }()

    @Test(
        "where no link can be made (another file system) the bytes are written instead",
        .enabled(if: shmIsAnotherFileSystem, "needs a writable /dev/shm on another file system than the temporary folder"))
    func copiesAcrossFileSystems() throws {
        let source = "/dev/shm/listenstats-staged-\(UUID().uuidString).jpg"
        let bytes = Data([0xFF, 0xD8, 0xFF, 4, 5, 6])
        try bytes.write(to: URL(fileURLWithPath: source))
        defer { try? FileManager.default.removeItem(atPath: source) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("covers/b.jpg").path
        try StagedFile.link(source, toPath: target, orWrite: bytes)
        #expect(FileManager.default.contents(atPath: target) == bytes)
        #expect(linkCount(source) == 1 && linkCount(target) == 1)
    }
}
