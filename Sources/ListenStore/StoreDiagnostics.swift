/// The health of a database file, for `listenstats doctor`.
public struct StoreDiagnostics: Sendable, Equatable {
    /// `PRAGMA integrity_check`'s lines: exactly `["ok"]` for a sound file.
    public var integrity: [String]
    /// The migrations applied to the file, in order; the last names the schema version.
    public var appliedMigrations: [String]
    /// Migrations in the file that this build does not know: it was written by a newer one.
    public var unknownMigrations: [String]
    /// Bytes on disk, the write-ahead log included.
    public var sizeInBytes: Int64
    /// Stored listens per user, by user name.
    public var listensPerUser: [UserListenCount]

    /// One user's stored listens.
    public struct UserListenCount: Sendable, Equatable {
        public var user: String
        public var listens: Int
    }

    public var isIntact: Bool { integrity == ["ok"] }
}
