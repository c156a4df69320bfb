import Foundation
import ListenModel
import Testing

@testable import ListenStore

@Suite("FreshStoreBuild")
struct FreshStoreBuildTests {
    /// A fresh folder for one test, removed after it.
    final class Folder {
        let path = NSTemporaryDirectory() + "listenstats-fresh-" + UUID().uuidString
        var database: String { path + "/listens.sqlite" }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static func listens(_ names: [String]) -> [Listen] {
        names.enumerated().map { index, name in
            Listen(listenedAt: 1_700_000_000 + Int64(index) * 300, track: Track(artistName: name, trackName: "T"), source: .listenbrainz)
        }
    }

    @Test("a published build is the store: its listens, a WAL file header, no build file, noted as checked")
    func publishes() throws {
        let folder = Folder()
        let build = try #require(FreshStoreBuild(path: folder.database))
        #expect(!FileManager.default.fileExists(atPath: folder.database))
        try build.store.insert(Self.listens(["A", "B"]), user: "rob")
        #expect(!FileManager.default.fileExists(atPath: folder.database))
        #expect(try build.publish())
        #expect(folder.names == ["listens.sqlite", "listens.sqlite.checked"])
        #expect(IntegrityStamp(databasePath: folder.database)?.matchesLastCheck() == true)
        let header = try #require(FileHandle(forReadingAtPath: folder.database)).readData(ofLength: 20)
        #expect(Array(header[16..<20]) == [0x40, 0x00, 2, 2], "16 KB pages, WAL")
        let store = try ListenStore(path: folder.database)
        #expect(try store.listenCount(user: "rob") == 2)
    }

    @Test("a discarded build leaves nothing; a failed transaction inside it is rolled back")
    func discards() throws {
        let folder = Folder()
        let build = try #require(FreshStoreBuild(path: folder.database))
        struct Stop: Error {}
        #expect(throws: (any Error).self) {
            try build.store.write { writer in
                _ = try writer.insert(Self.listens(["A"]), user: "rob")
                throw Stop()
            }
        }
        #expect(try build.store.listenCount(user: "rob") == 0)
        build.discard()
        #expect(folder.names.isEmpty)
    }

    @Test("no build where a store, its WAL or its journal is, nor while another build holds the file")
    func refuses() throws {
        let folder = Folder()
        let first = try #require(FreshStoreBuild(path: folder.database))
        #expect(FreshStoreBuild(path: folder.database) == nil)
        first.discard()
        for suffix in ["", "-wal", "-journal"] {
            #expect(FileManager.default.createFile(atPath: folder.database + suffix, contents: Data()))
            #expect(FreshStoreBuild(path: folder.database) == nil, "\(suffix)")
            try FileManager.default.removeItem(atPath: folder.database + suffix)
        }
        #expect(FreshStoreBuild(path: folder.database) != nil)
    }

    @Test("a build yields to a store another process made meanwhile, which it never touches")
    func yields() throws {
        let folder = Folder()
        let build = try #require(FreshStoreBuild(path: folder.database))
        try build.store.insert(Self.listens(["A", "B"]), user: "rob")
        do {
            let other = try ListenStore(path: folder.database)
            try other.insert(Self.listens(["C"]), user: "ana")
        }
        #expect(try build.publish() == false)
        #expect(!FileManager.default.fileExists(atPath: build.buildPath))
        let store = try ListenStore(path: folder.database)
        #expect(try store.users() == ["ana"])
    }

    @Test("a build file left by a killed build is taken over and emptied; one that is also a store's name is only unnamed")
    func staleBuildFile() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder.database + ".importing", contents: Data(repeating: 0xA5, count: 50_000)))
        let build = try #require(FreshStoreBuild(path: folder.database))
        try build.store.insert(Self.listens(["A"]), user: "rob")
        #expect(try build.publish())
        #expect(try ListenStore(path: folder.database).listenCount(user: "rob") == 1)

        // Killed between linking the store and removing the build name: both name the store.
        try FileManager.default.linkItem(atPath: folder.database, toPath: folder.database + ".importing")
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: folder.database + suffix) {
            try FileManager.default.removeItem(atPath: folder.database + suffix)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.database + ".importing"))
        let other = folder.path + "/other.sqlite"
        try FileManager.default.linkItem(atPath: folder.database + ".importing", toPath: other)
        let again = try #require(FreshStoreBuild(path: folder.database))
        again.discard()
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
    }

    @Test("opening a store removes a build file a killed first import left beside it, but not one a build holds")
    func abandonedBuildFileRemoved() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        _ = try ListenStore(path: folder.database)
        let buildPath = folder.database + ".importing"
        // Held by a build in progress (another process, here another descriptor's lock): kept.
        #expect(FileManager.default.createFile(atPath: buildPath, contents: Data(repeating: 0xA5, count: 50_000)))
        let holder = open(buildPath, O_RDWR)
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        _ = try ListenStore(path: folder.database)
        #expect(FileManager.default.fileExists(atPath: buildPath))
        close(holder)
        // Left by a killed import (no lock): the next open removes it, with its journal.
        #expect(FileManager.default.createFile(atPath: buildPath + "-journal", contents: Data([1, 2, 3])))
        let store = try ListenStore(path: folder.database)
        #expect(!FileManager.default.fileExists(atPath: buildPath))
        #expect(!FileManager.default.fileExists(atPath: buildPath + "-journal"))
        #expect(try store.users().isEmpty)
    }
}
