import Foundation
import ListenBrainzTestServer
import Testing

/// The real `listenstats` executable, run as cron would run it, to check what reaches the
/// shell: the exit code and the text on each stream.
@Suite("listenstats executable")
struct ExecutableExitCodeTests {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable SwiftPM builds beside the test binary (on Linux, the main bundle's
    /// URL is that directory).
    static var executable: URL {
        Bundle.main.bundleURL.appending(path: "listenstats")
    }

    /// The now every test's listenstats runs at (`LISTENSTATS_NOW`): after every fixture's
    /// listens, so no import calls one of them future and no page is in progress, whatever day
    /// the suite runs on. A test about now sets its own.
    static let pinnedNow = ["LISTENSTATS_NOW": "2027-03-01T00:00:00Z"]

    static func run(_ arguments: [String], home: TemporaryDirectory, server: URL? = nil, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        // Relative defaults (Output/…) land in the test's own folder, never the checkout.
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = arguments
        process.environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
            "XDG_CACHE_HOME": home.path + "/cache", "PATH": "/usr/bin:/bin",
            // Never the real ListenBrainz: a loopback server, or a closed port.
            "LISTENBRAINZ_API_URL": server?.absoluteString ?? "http://127.0.0.1:9",
        ].merging(pinnedNow) { _, pinned in pinned }.merging(environment) { _, given in given }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: String(decoding: standardOutput, as: UTF8.self),
            standardError: String(decoding: standardError, as: UTF8.self))
    }

    /// `run` on a thread of its own: waiting for the process must not hold one of the few
    /// threads Swift's concurrency has (two on a two-core machine), which the loopback server
    /// the process talks to needs to answer it.
    static func running(
        _ arguments: [String], home: TemporaryDirectory, server: URL? = nil, environment: [String: String] = [:]
    ) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try run(arguments, home: home, server: server, environment: environment) })
            }
        }
    }

    static func configured(_ yaml: String) throws -> TemporaryDirectory {
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.path + "/config/listenstats", withIntermediateDirectories: true)
        _ = try home.file("config/listenstats/config.yaml", contents: yaml)
        return home
    }

    static let threeUsers = """
        users:
          - name: rob
            time_zone: Europe/Berlin
          - name: ana
            time_zone: America/New_York
          - name: kim
            time_zone: Asia/Tokyo
        """

    @Test("config check: 0 for a good file, 78 with file:line errors for a bad one")
    func configCheck() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the listenstats product first")
        let good = try Self.configured(Self.threeUsers)
        let ok = try Self.run(["config", "check"], home: good)
        #expect(ok.status == 0)
        #expect(ok.standardOutput.contains("ok: 3 user(s)"))

        let bad = try Self.configured("users:\n  - name: rob\n    time_zone: Mars/Olympus\n")
        let failed = try Self.run(["config", "check"], home: bad)
        #expect(failed.status == 78)
        #expect(failed.standardError == "\(bad.path)/config/listenstats/config.yaml:3: error: unknown time zone 'Mars/Olympus'; use an IANA name such as Europe/Berlin or America/New_York\n")
    }

    /// A ListenBrainz on loopback where the three users exist and have no listens.
    static func emptyListenBrainz() throws -> FakeListenBrainz {
        let server = try FakeListenBrainz.start()
        for user in ["rob", "ana", "kim"] { server.state.add([], user: user) }
        return server
    }

    @Test("run: 3 when nothing is new, 5 while another process holds the lock, 78 with no users, 64 for contradictory flags")
    func runCodes() async throws {
        let server = try Self.emptyListenBrainz()
        defer { server.stop() }
        let url = server.baseURL
        let home = try Self.configured(Self.threeUsers)
        let nothing = try await Self.running(["run", "--quiet"], home: home, server: url)
        #expect(nothing.status == 3)
        #expect(nothing.standardOutput.isEmpty)

        // flock(2) locks belong to the open file, so this process holding it blocks the child.
        let lockPath = home.path + "/data/listenstats/listens.sqlite.lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let busy = try await Self.running(["run"], home: home, server: url)
        close(descriptor)
        #expect(busy.status == 5)
        #expect(busy.standardError.contains("another run"))

        let empty = try Self.configured("site_title: nobody\n")
        #expect(try Self.run(["run"], home: empty).status == 78)
        #expect(try Self.run(["run", "--quiet", "--verbose"], home: home).status == 64)
    }
}
