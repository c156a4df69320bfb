import Foundation
import Testing

@testable import ListenStatsCLI

/// The guides in `docs/` against the program: every command and flag the built executable's
/// `--help` lists, and every key the config reader accepts, is described somewhere, so a new
/// option cannot ship undocumented.
@Suite("Docs cover the program")
struct DocsCoverageTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `docs/*.md`, keyed by file name.
    static func guides() throws -> [String: String] {
        let folder = checkout.appending(path: "docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try String(contentsOf: folder.appending(path: $0), encoding: .utf8)) })
    }

    /// One command's help, as the shell shows it.
    struct CommandHelp {
        var path: [String]
        var flags: [String]
        var subcommands: [String]
    }

    /// `listenstats PATH --help` for the root and, depth first, every subcommand its help lists
    /// (hidden commands and flags are not listed, so they need no docs).
    static func helps(below path: [String] = [], home: TemporaryDirectory) async throws -> [CommandHelp] {
        let outcome = try await ExecutableExitCodeTests.running(path + ["--help"], home: home)
        #expect(outcome.status == 0, "listenstats \(path.joined(separator: " ")) --help: \(outcome.standardError)")
        let help = CommandHelp(path: path, flags: flags(in: outcome.standardOutput), subcommands: subcommands(in: outcome.standardOutput))
        var found = [help]
        for subcommand in help.subcommands { found += try await helps(below: path + [subcommand], home: home) }
        return found
    }

    /// The `--long` names of the options a help text lists, but `--help` and `--version`:
    /// an option line starts with two spaces and a dash; its description comes after a gap
    /// of two spaces or on the next line, and may itself mention other flags.
    static func flags(in help: String) -> [String] {
        var found: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("  -") {
            let signature = line.dropFirst(2).components(separatedBy: "  ")[0]
            for match in signature.matches(of: #/--[a-z0-9][a-z0-9-]*/#) {
                let flag = String(match.output)
                if !["--help", "--version"].contains(flag), !found.contains(flag) { found.append(flag) }
            }
        }
        return found
    }

    /// The names listed under `SUBCOMMANDS:` (`stats`, `check`), without "(default)".
    static func subcommands(in help: String) -> [String] {
        var names: [String] = []
        var inList = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("SUBCOMMANDS:") {
                inList = true
            } else if inList, line.isEmpty || !line.hasPrefix(" ") {
                inList = false
            } else if inList, line.hasPrefix("  "), let first = line.dropFirst(2).first, first.isLetter {
                let name = String(line.dropFirst(2).prefix { !$0.isWhitespace })
                if name != "help" { names.append(name) }
            }
        }
        return names
    }

    /// The flags of `flags` that `text` never names as a whole word (`--from` is not found in
    /// `--from-file`).
    static func unmentioned(flags: [String], in text: String) -> [String] {
        flags.filter { flag in
            !text.ranges(of: flag).contains { range in
                range.upperBound == text.endIndex || !(text[range.upperBound].isLetter || text[range.upperBound].isNumber || text[range.upperBound] == "-")
            }
        }
    }

    /// The config keys `text` never names, as `` `key` `` or as YAML `key:`.
    static func unmentioned(keys: [String], in text: String) -> [String] {
        keys.filter { key in
            !text.contains("`\(key)`") && !text.contains(" \(key):") && !text.contains("\n\(key):")
        }
    }

    @Test("every command and every --flag of `--help` is described in docs/")
    func commandsAndFlags() async throws {
        let home = try TemporaryDirectory()
        let helps = try await Self.helps(home: home)
        let docs = try Self.guides().values.joined(separator: "\n")
        #expect(helps.count > 10, "found only \(helps.map { $0.path.joined(separator: " ") })")
        for help in helps where !help.path.isEmpty {
            // A command is named as it is typed: `listenstats sync`, `config check`.
            let name = help.path.count == 1 ? "listenstats " + help.path[0] : help.path.suffix(2).joined(separator: " ")
            #expect(docs.contains(name), "docs/ never mention `\(name)`")
        }
        for help in helps {
            let missing = Self.unmentioned(flags: help.flags, in: docs)
            #expect(missing.isEmpty, "`listenstats \(help.path.joined(separator: " "))` has flags no guide in docs/ describes: \(missing)")
        }
    }

    @Test("every example of every command's --help fits an 80-column terminal, so none wraps mid-line")
    func examplesFitTheTerminal() async throws {
        let home = try TemporaryDirectory()
        for help in try await Self.helps(home: home) {
            // At 1000 columns nothing wraps: each example line as written, to be found whole at 80.
            let wide = try await ExecutableExitCodeTests.running(help.path + ["--help"], home: home, environment: ["COLUMNS": "1000"])
            let narrow = try await ExecutableExitCodeTests.running(help.path + ["--help"], home: home, environment: ["COLUMNS": "80"])
            let lines = Set(narrow.standardOutput.split(separator: "\n"))
            for line in wide.standardOutput.split(separator: "\n") where line.hasPrefix("  listenstats ") {
                let whole = lines.contains(line)
                #expect(whole, "listenstats \(help.path.joined(separator: " ")) --help wraps at 80 columns: \(line)")
            }
        }
    }

    @Test("every key the config reader accepts is in docs/configuration.md")
    func configurationKeys() throws {
        let guide = try #require(try Self.guides()["configuration.md"])
        let keys = ConfigurationReader.topLevelKeys + ConfigurationReader.userKeys
            + ConfigurationReader.exclusionKeys + ConfigurationReader.milestoneKeys
        #expect(keys.count > 20)
        let missing = Self.unmentioned(keys: keys, in: guide)
        #expect(missing.isEmpty, "config keys docs/configuration.md does not describe: \(missing)")
    }

    @Test("the example config in docs/configuration.md loads, with its three users and no warning")
    func configurationExample() throws {
        let guide = try #require(try Self.guides()["configuration.md"])
        let start = try #require(guide.range(of: "```yaml\n"))
        let end = try #require(guide[start.upperBound...].range(of: "```"))
        let example = String(guide[start.upperBound..<end.lowerBound])
        #expect(example.contains("users:"))
        #expect(ConfigurationFuzzEntry.load(Array(example.utf8)) == "3 users, 0 warnings")
    }

    /// A heading's anchor as a forge makes it: lower case, punctuation dropped, spaces as `-`.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            let character = Character(scalar)
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The anchors of a Markdown file's headings, code blocks left out.
    static func anchors(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("#"), let space = line.firstIndex(of: " ") {
                found.insert(anchor(String(line[space...].dropFirst())))
            }
        }
        return found
    }

    @Test("every relative link of the README and docs/ leads to a file, and to a heading in it")
    func links() throws {
        var pages = try Self.guides().map { ("docs/" + $0.key, $0.value) }
        pages.append(("README.md", try String(contentsOf: Self.checkout.appending(path: "README.md"), encoding: .utf8)))
        for (page, text) in pages {
            let folder = Self.checkout.appending(path: page).deletingLastPathComponent()
            for match in text.matches(of: #/\]\(([^)\s]+)\)/#) where !match.output.1.contains("://") {
                let parts = match.output.1.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? Self.checkout.appending(path: page) : folder.appending(path: String(parts[0]))
                // A picture only has to be there.
                if ["png", "svg", "jpg"].contains(target.pathExtension) {
                    #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(match.output.1) leads to no file")
                    continue
                }
                guard let content = try? String(contentsOf: target, encoding: .utf8) else {
                    Issue.record("\(page): \(match.output.1) leads to no file")
                    continue
                }
                if parts.count == 2, !Self.anchors(content).contains(String(parts[1])) {
                    Issue.record("\(page): \(match.output.1) leads to no heading of \(target.lastPathComponent)")
                }
            }
        }
    }

    @Test("the checks find a flag, command or key the docs leave out")
    func checksFailOnAMissingOne() {
        let help = """
            USAGE: listenstats sync [--user <user>] [--from-file <path>]

            OPTIONS:
              -u, --user <user>       The user. See also --api-url.
              --from-file <path>
                                      A file.
              -h, --help              Show help information.

            SUBCOMMANDS:
              check (default)         Checks.
              paths                   Prints the paths,
                                      one a line.

              See 'listenstats help config <subcommand>' for detailed help.
            """
        #expect(Self.flags(in: help) == ["--user", "--from-file"])
        #expect(Self.subcommands(in: help) == ["check", "paths"])
        #expect(Self.unmentioned(flags: ["--from", "--user"], in: "`--from-file`, `--user NAME`") == ["--from"])
        #expect(Self.unmentioned(keys: ["theme", "time_zone", "every"], in: "`theme` is…\n  time_zone: UTC\neverything") == ["every"])
    }
}
