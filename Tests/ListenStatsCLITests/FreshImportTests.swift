import Foundation
import ListenStore
import Testing

/// The first import into a path with no store builds the store in `<path>.importing` and puts
/// it in place whole (`FreshStoreBuild`): checked on the real executable, an import that fails,
/// is interrupted or is killed leaves no store and nothing partial, and the next one works.
@Suite("listenstats import into a new store")
struct FreshImportTests {
    typealias Outcome = ExecutableExitCodeTests.Outcome

    static let goodLines = """
        {"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}
        {"listened_at": 1700000300, "track_metadata": {"artist_name": "B", "track_name": "U"}}
        {}

        """

    static func files(at database: String) -> [String] {
        let url = URL(fileURLWithPath: database)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(name) }.sorted()
    }

    @Test("a first import puts a complete store in place: no build file or WAL left, noted as checked, then used as any store")
    func publishes() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/db/listens.sqlite"
        let file = try home.file("a.jsonl", contents: Self.goodLines)
        let first = try await ExecutableExitCodeTests.running(["import", file, "--user", "rob", "--db", database], home: home)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(Self.files(at: database) == ["listens.sqlite", "listens.sqlite.checked"])
        // The stamp is the file as it is: the next open trusts it without a quick_check.
        var info = stat()
        #expect(stat(database, &info) == 0)
        let stamp = try String(contentsOfFile: database + ".checked", encoding: .utf8)
        #expect(stamp == "\(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec) -")
        // A WAL store, as every store is opened.
        let header = try #require(FileHandle(forReadingAtPath: database)).readData(ofLength: 20)
        #expect(Array(header[18..<20]) == [2, 2])
        let store = try ListenStore(path: database)
        #expect(try store.listenCount(user: "rob") == 2)

        // The same file again and a second file go into that store as before.
        let second = try home.file("b.jsonl", contents: #"{"listened_at": 1700000600, "track_metadata": {"artist_name": "C", "track_name": "V"}}"# + "\n")
        let again = try await ExecutableExitCodeTests.running(["import", file, second, "--user", "rob", "--db", database], home: home)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try store.listenCount(user: "rob") == 3)
        #expect(!FileManager.default.fileExists(atPath: database + ".importing"))
    }

    @Test("several files into a new store: the first builds it, the rest go into it, and the table counts each")
    func severalFiles() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let first = try home.file("a.jsonl", contents: Self.goodLines)
        let second = try home.file("b.jsonl", contents: Self.goodLines)
        let outcome = try await ExecutableExitCodeTests.running(["import", first, second, "--user", "rob", "--db", database], home: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let rows = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        // imported, duplicate, merged, skipped of each file.
        let counts = rows.filter { $0.first.map { $0.hasSuffix(".jsonl") } == true }.map { $0.suffix(4).map(String.init) }
        #expect(counts == [["2", "0", "0", "1"], ["0", "2", "0", "1"]], "\(outcome.standardOutput)")
        #expect(try ListenStore(path: database).listenCount(user: "rob") == 2)
    }

    @Test("a first import of a damaged file exits 65 and leaves no store and no build file")
    func failingFirstImport() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let cut = try home.file("cut.jsonl", contents: Self.goodLines + "{\"listened_at\": 17")
        let report = home.path + "/not-imported.json"
        let outcome = try await ExecutableExitCodeTests.running(
            ["import", cut, "--user", "rob", "--db", database, "--report", report], home: home)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("cut.jsonl"))
        #expect(Self.files(at: database).isEmpty, "\(Self.files(at: database))")
        let entries = try String(contentsOfFile: report, encoding: .utf8)
        #expect(entries.contains("\"failed\""))
    }

    @Test("a first import that fails on its second file keeps the first file's store")
    func failingSecondFile() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let good = try home.file("a.jsonl", contents: Self.goodLines)
        let cut = try home.file("cut.jsonl", contents: "{\"listened_at\": 17")
        let outcome = try await ExecutableExitCodeTests.running(["import", good, cut, "--user", "rob", "--db", database], home: home)
        #expect(outcome.status == 65)
        #expect(try ListenStore(path: database).listenCount(user: "rob") == 2)
        #expect(!FileManager.default.fileExists(atPath: database + ".importing"))
    }

    /// Starts `import` of a named pipe no one writes to into `database`, and waits until the
    /// import has the pipe open: it is then deterministically waiting inside the first file, its
    /// build file made and known to its signal handlers.
    static func startStuckImport(database: String, home: TemporaryDirectory) async throws -> (Process, Int32) {
        let fifo = home.path + "/listens-\(UUID().uuidString).jsonl"
        #expect(mkfifo(fifo, 0o644) == 0)
        let writer = open(fifo, O_RDWR)
        let process = Process()
        process.executableURL = ExecutableExitCodeTests.executable
        // Relative defaults (Output/…) land in the test's own folder, never the checkout.
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = ["import", fifo, "--user", "rob", "--db", database]
        process.environment = ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config"].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        process.standardError = Pipe()
        process.standardOutput = Pipe()
        try process.run()
        #expect(try await OpenFiles.waitUntilOpen(fifo, by: process))
        return (process, writer)
    }

    @Test("SIGKILL during a first import leaves no store; the next import takes the stale build file over")
    func killedFirstImport() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let (process, writer) = try await Self.startStuckImport(database: database, home: home)
        defer { close(writer) }
        #expect(FileManager.default.fileExists(atPath: database + ".importing"))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(!FileManager.default.fileExists(atPath: database))
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))

        let file = try home.file("a.jsonl", contents: Self.goodLines)
        let outcome = try await ExecutableExitCodeTests.running(["import", file, "--user", "rob", "--db", database], home: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Self.files(at: database) == ["listens.sqlite", "listens.sqlite.checked"])
        #expect(try ListenStore(path: database).listenCount(user: "rob") == 2)
    }

    @Test("SIGINT during a first import exits 75 and removes the build file")
    func interruptedFirstImport() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let (process, writer) = try await Self.startStuckImport(database: database, home: home)
        defer { close(writer) }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 75)
        #expect(Self.files(at: database).isEmpty, "\(Self.files(at: database))")
    }
}
