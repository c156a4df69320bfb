import ArgumentParser
import Foundation
import Testing

@testable import ListenStatsCLI

/// The `listenstats …` lines of the README's and the guides' ```sh blocks, checked as a reader
/// would type them: every line must parse (its command, flags and values exist), and those
/// that need neither the internet nor the reader's own files run against the demo history.
/// The one change made to a line is the user: `rob` and `YOUR_NAME` become `demo`.
@Suite("Docs examples run")
struct DocsExamplesTests {
    /// One example: where it is written and its arguments after `listenstats`.
    struct Example: CustomStringConvertible {
        var page: String
        var arguments: [String]
        var description: String { "\(page): listenstats \(arguments.joined(separator: " "))" }
    }

    /// Commands that reach ListenBrainz or the Cover Art Archive, or read files only the reader
    /// has; and `site`, which builds the demo's 900 pages in about 20 s in a debug build (the
    /// site is built by SiteCrawlTests, SitePublicationTests and others).
    static let parsedOnly: Set<String> = ["sync", "fetch", "enrich", "covers", "import", "run", "site"]

    static func examples() throws -> [Example] {
        var pages = try DocsCoverageTests.guides().map { ("docs/" + $0.key, $0.value) }
        pages.append(
            ("README.md", try String(contentsOf: DocsCoverageTests.checkout.appending(path: "README.md"), encoding: .utf8)))
        var found: [Example] = []
        for (page, text) in pages.sorted(by: { $0.0 < $1.0 }) {
            var inShell = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    inShell = !inShell && line == "```sh"
                } else if inShell, line.hasPrefix("listenstats ") {
                    let words = Self.words(of: String(line.dropFirst("listenstats ".count)))
                    found.append(Example(page: page, arguments: words.map { ["rob", "YOUR_NAME"].contains($0) ? "demo" : $0 }))
                }
            }
        }
        return found
    }

    /// A shell line's words: split at spaces, quotes grouping, a `#` word starting a comment.
    static func words(of line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let done = word { words.append(done) }
                word = nil
            } else if character == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }

    @Test("a shell line splits into words as the shell splits it")
    func splitting() {
        #expect(Self.words(of: #"stats --user rob --exclude-artist "Kids Band"   # a comment"#)
            == ["stats", "--user", "rob", "--exclude-artist", "Kids Band"])
        #expect(Self.words(of: "import Streaming_History_Audio_*.json --user rob") == ["import", "Streaming_History_Audio_*.json", "--user", "rob"])
    }

    @Test("every listenstats line of the docs parses, and each that needs no network runs against the demo")
    func examplesRun() async throws {
        let examples = try Self.examples()
        #expect(examples.count > 30, "found only \(examples.count) examples")
        for example in examples where !example.arguments.contains("--help") {
            #expect(throws: Never.self, "\(example)") { _ = try ListenStatsCommand.parseAsRoot(example.arguments) }
        }
        let home = try TemporaryDirectory()
        let demo = try await ExecutableExitCodeTests.running(["demo"], home: home)
        try #require(demo.status == 0, "listenstats demo: \(demo.standardError)")
        var ran: Set<[String]> = []
        for example in examples where !Self.parsedOnly.contains(example.arguments[0]) && !example.arguments.contains("--check-api") {
            // The same line in two guides runs once (a report takes 1–2 s in a debug build).
            guard ran.insert(example.arguments).inserted else { continue }
            let outcome = try await ExecutableExitCodeTests.running(example.arguments, home: home)
            #expect(outcome.status == 0, "\(example) exited \(outcome.status): \(outcome.standardError)")
        }
    }
}
