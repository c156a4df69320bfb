import GRDB

@testable import ListenStore

extension ListenStore {
    /// The time of `user`'s newest and oldest stored listens, or nil when there are none.
    func listenRange(user: String) throws -> ClosedRange<Int64>? {
        try read { db in
            guard let userID = try Self.userID(named: user, in: db) else { return nil }
            let row = try Row.fetchOne(
                db, sql: "SELECT MIN(listened_at), MAX(listened_at) FROM listens WHERE user_id = ?",
                arguments: [userID])
            guard let row, let oldest: Int64 = row[0], let newest: Int64 = row[1] else { return nil }
            return oldest...newest
        }
    }
}
