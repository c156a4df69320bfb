import FileWriting
import Foundation
import ListenStore
import Logging

/// `listenstats reshard --to M`: moves each user whose shard changes from N to M shards into
/// their new shard's database, then stamps every database with its new place.
///
/// Every shard's lock is held throughout, so no run is in the middle of it. A user is copied
/// first and removed from the old database after (`ListenStore.adoptUser`): a move killed
/// midway leaves a user in both, and running `reshard` again finishes it.
struct ShardMoves: Sendable {
    var paths: ListenStatsPaths
    /// The number of shards the databases hold now.
    var from: Int
    var to: Int
    var lockWait: Duration = .zero
    var logger: Logger

    struct Moved: Sendable, Equatable {
        var user: String
        var from: Int
        var to: Int
        var listens: Int
    }

    /// The number of shards the databases were made for: shard 0's stamp, else the configured
    /// count, else 1 (one database, renamed to shard 0's file, becoming shards).
    static func currentCount(_ paths: ListenStatsPaths, configured: Int?) throws -> Int {
        let stamp = ShardStamp.path(database: paths.forShard(0).database)
        guard let data = FileManager.default.contents(atPath: stamp) else { return configured ?? 1 }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let count = text.split(separator: "/").last.flatMap({ Int($0) }), count >= 1 else {
            throw CLIError("cannot read \(stamp) ('\(text)'); it should say 0/N", status: .dataError)
        }
        return count
    }

    func perform() async throws -> [Moved] {
        var locks: [RunLock] = []
        for index in 0..<max(from, to) {
            locks.append(try await RunLock(path: paths.forShard(index).lockFile, wait: lockWait))
        }
        defer { withExtendedLifetime(locks) {} }
        var stores: [Int: ListenStore] = [:]
        func store(_ index: Int) throws -> ListenStore {
            if let open = stores[index] { return open }
            let opened = try ListenStore(path: paths.forShard(index).database)
            stores[index] = opened
            return opened
        }
        var moved: [Moved] = []
        var metadataCopied: Set<[Int]> = []
        for index in 0..<from where FileManager.default.fileExists(atPath: paths.forShard(index).database) {
            let source = try store(index)
            for user in try source.users() {
                let home = ShardAssignment.home(of: user, count: to)
                guard home != index else { continue }
                let target = try store(home)
                if metadataCopied.insert([index, home]).inserted {
                    try target.adoptMetadata(from: paths.forShard(index).database)
                }
                let listens = try target.adoptUser(user, from: paths.forShard(index).database)
                try source.removeUser(user)
                logger.info("moved \(user) from shard \(index) to shard \(home) (\(listens) listens)")
                moved.append(Moved(user: user, from: index, to: home, listens: listens))
            }
        }
        for index in 0..<to {
            let stamp = ShardStamp.path(database: paths.forShard(index).database)
            do {
                try AtomicFile.write(Data("\(index)/\(to)\n".utf8), to: URL(fileURLWithPath: stamp))
            } catch {
                throw CLIError("cannot write \(stamp) (\(error)); check the database folder's permissions", status: .cannotCreate)
            }
        }
        // Shards past the new count hold no one now: their stamp goes, so a stray run of one
        // starts a new database rather than thinking it still belongs.
        for index in to..<max(from, to) {
            unlink(ShardStamp.path(database: paths.forShard(index).database))
        }
        return moved
    }
}
