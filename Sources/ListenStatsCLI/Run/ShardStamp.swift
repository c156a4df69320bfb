import FileWriting
import Foundation
import ListenStore

/// The record beside a shard's database (`listens-2.sqlite.shard`: "2/4") of which shard it
/// holds, so a changed number of shards never splits a user's history by accident: a run whose
/// shard or count differs from the database's, or that finds another shard's user in it, stops
/// before it changes anything and says to run `listenstats reshard`.
enum ShardStamp {
    static func path(database: String) -> String { database + ".shard" }

    /// Checks `database` (open as `store`) belongs to `shard`, then stamps it so.
    static func check(_ shard: ShardAssignment, database: String, store: ListenStore, configSource: String) throws {
        let file = path(database: database)
        let expected = "\(shard.index)/\(shard.count)"
        if let data = FileManager.default.contents(atPath: file) {
            let recorded = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard recorded == expected else {
                throw CLIError(
                    "\(database) holds shard \(recorded), not \(expected); to change the number of shards run `listenstats reshard --to N` with every shard stopped, then set 'shards: N' in \(configSource)",
                    status: .configuration)
            }
            return
        }
        let strangers = try store.users().filter { !shard.holds($0) }
        guard strangers.isEmpty else {
            let shown = strangers.prefix(3).joined(separator: ", ") + (strangers.count > 3 ? " and \(strangers.count - 3) more" : "")
            throw CLIError(
                "\(database) holds users of other shards (\(shown)), so it was not made by \(shard); move them with `listenstats reshard --to \(shard.count)`, or point 'database' at this shard's own file",
                status: .configuration)
        }
        do {
            try AtomicFile.write(Data((expected + "\n").utf8), to: URL(fileURLWithPath: file))
        } catch {
            throw CLIError("cannot write \(file) (\(error)); check the database folder's permissions", status: .cannotCreate)
        }
    }
}
