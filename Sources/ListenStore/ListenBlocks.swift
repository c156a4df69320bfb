import GRDB

/// Keeps the `listen_blocks` copy honest: writers of listens call `invalidate` for what they
/// touched, and a load that had to read rows stores the blocks it rebuilt.
enum ListenBlocks {
    /// Deletes the blocks of `user` holding `instants`, inside the writer's transaction.
    static func invalidate(userID: Int64, instants: some Sequence<Int64>, in db: Database) throws {
        try invalidate(userID: userID, blocks: Set(instants.map(ListenBlock.number(of:))), in: db)
    }

    /// Deletes the blocks numbered `blocks` of `user`, inside the writer's transaction.
    static func invalidate(userID: Int64, blocks: Set<Int64>, in db: Database) throws {
        let statement = try db.cachedStatement(sql: "DELETE FROM listen_blocks WHERE user_id = ? AND block = ?")
        for block in blocks.sorted() {
            try statement.execute(arguments: [userID, block])
        }
    }

    /// Stores `blocks` of `user`, skipping any whose rows changed after they were read (their
    /// count differs: listens are only ever added, and deleting one deletes its block).
    static func store(_ blocks: [RebuiltBlock], userID: Int64, in db: Database) throws {
        let count = try db.cachedStatement(
            sql: "SELECT COUNT(*) FROM listens WHERE user_id = ? AND listened_at >= ? AND listened_at < ?")
        let insert = try RawStatement(
            """
            INSERT INTO listen_blocks (user_id, block, listen_count, columns) VALUES (?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """, in: db)
        for block in blocks {
            let start = ListenBlock.start(of: block.number)
            let end = ListenBlock.start(of: block.number + 1)
            guard try Int.fetchOne(count, arguments: [userID, start, end]) == block.listenCount else { continue }
            insert.bind(userID, block.number, Int64(block.listenCount))
            try block.columns.withUnsafeBytes { columns in
                insert.bind(blob: columns, at: 4)
                try insert.run()
            }
        }
    }
}
