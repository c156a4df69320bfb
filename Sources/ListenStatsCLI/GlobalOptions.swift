import ArgumentParser
import Foundation
import ListenStore

/// Options every command that touches the database shares.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite database (default: $XDG_DATA_HOME/listenstats/listens.sqlite).")
    var db: String?

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    /// The database path: the flag, or the XDG data directory.
    var databasePath: String {
        if let db { return db }
        let environment = ProcessInfo.processInfo.environment
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/share")
        return dataHome + "/listenstats/listens.sqlite"
    }

    func openStore() throws -> ListenStore {
        try ListenStore(path: databasePath)
    }
}
