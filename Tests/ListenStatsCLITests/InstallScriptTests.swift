import Foundation
import ListenModel
import ListenStore
import Testing

/// `scripts/install.sh` puts a working listenstats into a prefix: a binary that finds its
/// templates there (no checkout nearby), the cron helper and the completions.
@Suite("scripts/install.sh")
struct InstallScriptTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("--prefix gets bin/, the templates, examples and completions; the installed binary writes a report from anywhere")
    func installsIntoPrefix() throws {
        let prefix = try TemporaryDirectory()
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/bin/bash")
        install.arguments = [
            Self.checkout.appending(path: "scripts/install.sh").path, "--prefix", prefix.path, "--binary",
            ExecutableExitCodeTests.executable.path, "--no-man",
        ]
        install.standardOutput = Pipe()
        let error = Pipe()
        install.standardError = error
        try install.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        install.waitUntilExit()
        #expect(install.terminationStatus == 0, "\(message)")

        let files = FileManager.default
        for path in [
            "bin/listenstats", "bin/listenstats-publish-site", "share/listenstats/Templates/html",
            "share/listenstats/examples/crontab", "share/bash-completion/completions/listenstats",
            "share/zsh/site-functions/_listenstats", "share/fish/vendor_completions.d/listenstats.fish",
            "share/listenstats/docs/cron.md",
        ] {
            #expect(files.fileExists(atPath: prefix.path + "/" + path), "\(path)")
        }
        #expect(files.isExecutableFile(atPath: prefix.path + "/bin/listenstats-publish-site"))
        let completion = try String(contentsOfFile: prefix.path + "/share/bash-completion/completions/listenstats", encoding: .utf8)
        #expect(completion.contains("report"))

        // Far from the checkout, the binary can only find the templates the install put beside it.
        let database = prefix.path + "/listens.sqlite"
        let monday = Int64(CalendarDay(year: 2024, month: 3, day: 11).dayNumber) * 86_400
        try ListenStore(path: database).insert(
            [Listen(listenedAt: monday + 60, track: Track(artistName: "A", trackName: "T"), source: .demo)], user: "rob")
        let report = Process()
        report.executableURL = URL(fileURLWithPath: prefix.path + "/bin/listenstats")
        report.arguments = ["report", "--user", "rob", "--range", "2024-W11", "--db", database, "--timezone", "UTC", "--format", "html", "--out", prefix.path + "/out"]
        report.currentDirectoryURL = URL(fileURLWithPath: prefix.path)
        report.environment = ["HOME": prefix.path, "PATH": "/usr/bin:/bin"]
        report.standardOutput = Pipe()
        report.standardError = Pipe()
        try report.run()
        report.waitUntilExit()
        #expect(report.terminationStatus == 0)
        #expect(files.fileExists(atPath: prefix.path + "/out/rob/week/2024-W11/index.html"))

        // And the guides the install put beside it: `help TOPIC` in the terminal.
        let guide = Process()
        guide.executableURL = URL(fileURLWithPath: prefix.path + "/bin/listenstats")
        guide.arguments = ["help", "cron"]
        guide.currentDirectoryURL = URL(fileURLWithPath: prefix.path)
        guide.environment = ["HOME": prefix.path, "PATH": "/usr/bin:/bin"]
        let text = Pipe()
        guide.standardOutput = text
        guide.standardError = Pipe()
        try guide.run()
        let shown = String(decoding: text.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guide.waitUntilExit()
        #expect(guide.terminationStatus == 0)
        #expect(shown.hasPrefix("# Running from cron"), "\(shown.prefix(80))")
    }

    @Test("an unknown argument is a usage error")
    func usage() throws {
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/bin/bash")
        install.arguments = [Self.checkout.appending(path: "scripts/install.sh").path, "--perfix", "/tmp/x"]
        install.standardError = Pipe()
        try install.run()
        install.waitUntilExit()
        #expect(install.terminationStatus == 64)
    }
}
