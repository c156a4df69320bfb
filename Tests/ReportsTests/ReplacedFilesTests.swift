import Concurrency
import Foundation
import Testing

@testable import Reports

@Suite("Replaced files: a published file replaced whole, the old one deleted afterwards")
struct ReplacedFilesTests {
    @Test("the new file takes the name in one rename; the old one is kept aside until the deletion, then gone")
    func replacesAndDeletesLater() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/staging", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let replaced = ReplacedFiles(folder: folder + "/staging/.replaced")
        var published: [String] = []
        for number in 0..<20 {
            let page = folder + "/page-\(number).html"
            try Data("old \(number)".utf8).write(to: URL(fileURLWithPath: page))
            try Data("new \(number)".utf8).write(to: URL(fileURLWithPath: folder + "/staging/\(number).html"))
            published.append(page)
        }
        // A page that was never published is simply renamed into place.
        try Data("first".utf8).write(to: URL(fileURLWithPath: folder + "/staging/first.html"))
        #expect(replaced.replace(folder + "/staging/first.html", over: folder + "/first.html") == 0)

        for (number, page) in published.enumerated() {
            #expect(replaced.replace(folder + "/staging/\(number).html", over: page) == 0)
            #expect(String(decoding: FileManager.default.contents(atPath: page) ?? Data(), as: UTF8.self) == "new \(number)")
        }
        // The old pages live on under the kept names only (one link each) until deleted.
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder + "/staging/.replaced")
        #expect(kept.count == 20)
        #expect(kept.allSatisfy { linkCount(folder + "/staging/.replaced/" + $0) == 1 })
        let oldBytes = Set(kept.compactMap { FileManager.default.contents(atPath: folder + "/staging/.replaced/" + $0) })
        #expect(oldBytes == Set((0..<20).map { Data("old \($0)".utf8) }))

        replaced.startDeletion()
        replaced.waitForDeletion()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/staging/.replaced").isEmpty)
        #expect(String(decoding: FileManager.default.contents(atPath: folder + "/first.html") ?? Data(), as: UTF8.self) == "first")
    }

    @Test("lanes replace files of three folders on three threads; one deletion removes every lane's kept files")
    func lanes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let kinds = ["artist", "album", "track"]
        for kind in kinds {
            try FileManager.default.createDirectory(atPath: folder + "/site/" + kind, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/staging/" + kind, withIntermediateDirectories: true)
            for number in 0..<30 {
                try Data("old \(kind) \(number)".utf8).write(to: URL(fileURLWithPath: folder + "/site/\(kind)/\(number).html"))
                try Data("new \(kind) \(number)".utf8).write(to: URL(fileURLWithPath: folder + "/staging/\(kind)/\(number).html"))
            }
        }
        let replaced = ReplacedFiles(folder: folder + "/staging/.replaced")
        let lanes = kinds.map { _ in replaced.lane() }
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: kinds.count) { index in
            for number in 0..<30 {
                let kind = kinds[index]
                let failure = lanes[index].replace(folder + "/staging/\(kind)/\(number).html", over: folder + "/site/\(kind)/\(number).html")
                if failure != 0 { failures.record(ReportsError(code: .output, message: "errno \(failure)"), at: index) }
            }
        }
        #expect(failures.first == nil)
        for kind in kinds {
            for number in 0..<30 {
                #expect(FileManager.default.contents(atPath: folder + "/site/\(kind)/\(number).html") == Data("new \(kind) \(number)".utf8))
            }
        }
        let keptFolders = try FileManager.default.contentsOfDirectory(atPath: folder + "/staging").filter { $0.hasPrefix(".replaced") }
        #expect(keptFolders.sorted() == [".replaced-1", ".replaced-2", ".replaced-3"])
        #expect(try keptFolders.map { try FileManager.default.contentsOfDirectory(atPath: folder + "/staging/" + $0).count } == [30, 30, 30])
        replaced.startDeletion()
        replaced.waitForDeletion()
        for keptFolder in keptFolders {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/staging/" + keptFolder).isEmpty)
        }
        #expect(kinds.allSatisfy { kind in (0..<30).allSatisfy { linkCount(folder + "/site/\(kind)/\($0).html") == 1 } })
    }

    @Test("a rename that fails returns its errno and leaves the published file as it was")
    func failedRename() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/page.html"
        try Data("old".utf8).write(to: URL(fileURLWithPath: page))
        let replaced = ReplacedFiles(folder: folder + "/.replaced")
        #expect(replaced.replace(folder + "/missing.html", over: page) == ENOENT)
        #expect(FileManager.default.contents(atPath: page) == Data("old".utf8))
        replaced.startDeletion()
        replaced.waitForDeletion()
        // The kept link went; the published page still has its one name.
        #expect(linkCount(page) == 1)
    }
}
