import FileWriting
import Foundation

/// What one shard's last run did, kept in its folder beside the output (`status.json`) for the
/// merge to read: "running" from the moment it holds its lock, then how it ended. A shard killed
/// midway stays "running", which the merge reports as not finished.
struct ShardStatus: Codable, Equatable, Sendable {
    enum State: String, Codable, Sendable {
        case running, finished
    }

    var shard: Int
    var shards: Int
    var state: State
    /// The run's exit code once finished.
    var exit: Int32?
    /// The users whose steps failed, with the step and what it said.
    var failedUsers: [String]

    static let fileName = "status.json"

    init(shard: ShardAssignment) {
        self.shard = shard.index
        shards = shard.count
        state = .running
        exit = nil
        failedUsers = []
    }

    /// Whether the shard's last run finished with its users' pages up to date (0 or 3).
    var succeeded: Bool {
        state == .finished && (exit == ExitStatus.success.rawValue || exit == ExitStatus.nothingToDo.rawValue)
    }

    mutating func finish(_ report: RunReport) {
        state = .finished
        exit = report.exitStatus.rawValue
        failedUsers = report.users.compactMap { user in
            user.failure.map { "\(user.user) (\($0.step), exit \($0.status.rawValue))" }
        }
    }

    /// Shard `index`'s status in `paths`' shards folder; nil when it never ran there.
    static func read(shard index: Int, in paths: ListenStatsPaths) throws -> ShardStatus? {
        let file = paths.shardFolder(index) + "/" + fileName
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            return try JSONDecoder().decode(ShardStatus.self, from: data)
        } catch {
            throw CLIError("cannot read \(file) (\(error)); run shard \(index) again to write it anew", status: .dataError)
        }
    }

    func write(in paths: ListenStatsPaths) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let file = paths.shardFolder(shard) + "/" + Self.fileName
        do {
            try FileManager.default.createDirectory(atPath: paths.shardFolder(shard), withIntermediateDirectories: true)
            _ = try AtomicFile.write(try encoder.encode(self) + Data("\n".utf8), to: URL(fileURLWithPath: file))
        } catch {
            throw CLIError("cannot write \(file) (\(error)); check that the folder beside the output is writable", status: .cannotCreate)
        }
    }
}
