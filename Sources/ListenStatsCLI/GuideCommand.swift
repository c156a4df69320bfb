import ArgumentParser
import Foundation

/// `listenstats guide [TOPIC]` (also `listenstats help TOPIC`): the guides of `docs/` in the
/// terminal, from an installed copy (`share/listenstats/docs`) or the checkout's.
struct GuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Show a guide (getting started, cron, configuration, …) in the terminal.",
        discussion: """
            The same guides as the docs/ folder of the project, installed by scripts/install.sh \
            beside the templates. Without a topic: the list of guides. `listenstats help TOPIC` \
            shows the same guide when TOPIC is not a command.

            Examples:
              listenstats guide                    # the guides there are
              listenstats guide cron               # exit codes, locking, logs
              listenstats help getting-started
            """)

    @Argument(help: "The guide's name, as `listenstats guide` lists them (e.g. cron, configuration).")
    var topic: String?

    func run() throws {
        guard let folder = Self.folder() else {
            throw CLIError(
                "cannot find the guides: install with scripts/install.sh (they go to share/listenstats/docs), or run from the ListenStats checkout",
                status: .noInput)
        }
        let guides = Self.guides(in: folder)
        guard let topic else {
            print("Guides (listenstats guide NAME):")
            let width = guides.map(\.name.count).max() ?? 0
            for guide in guides {
                print("  " + guide.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + guide.title)
            }
            return
        }
        guard let guide = guides.first(where: { $0.name == topic.lowercased() }) else {
            throw CLIError(
                "there is no guide '\(topic)'; the guides are: \(guides.map(\.name).joined(separator: ", "))", status: .usage)
        }
        print(try String(contentsOf: guide.url, encoding: .utf8), terminator: "")
    }

    /// A guide: its file, its name (the file's name without `.md`) and its first heading.
    struct Guide {
        var name: String
        var title: String
        var url: URL
    }

    static func guides(in folder: URL) -> [Guide] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { file in
            let url = folder.appendingPathComponent(file)
            let firstLine = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
            return Guide(
                name: String(file.dropLast(3)), title: firstLine.hasPrefix("# ") ? String(firstLine.dropFirst(2)) : firstLine,
                url: url)
        }
    }

    /// The guides' folder: installed beside the binary (`bin/../share/listenstats/docs`), or a
    /// checkout's `docs` in a folder above the binary (`.build/release/listenstats`), or `docs`
    /// in the current directory; the one holding `getting-started.md`.
    static func folder(
        executable: URL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ""),
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    ) -> URL? {
        let binary = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [binary.deletingLastPathComponent().appendingPathComponent("share/listenstats/docs")]
        var folder = binary
        while folder.path != "/" && !folder.path.isEmpty {
            candidates.append(folder.appendingPathComponent("docs"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(currentDirectory.appendingPathComponent("docs"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("getting-started.md").path) }
    }
}
