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
