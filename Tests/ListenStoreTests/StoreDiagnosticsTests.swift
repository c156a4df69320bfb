import Foundation
import ListenModel
import Testing

@testable import ListenStore

@Suite("Store diagnostics")
struct StoreDiagnosticsTests {
    @Test("a sound file reports ok, its schema, its size and listens per user, users without listens included")
    func soundFile() throws {
        let path = NSTemporaryDirectory() + "listenstats-diagnostics-\(UUID().uuidString).sqlite"
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let store = try ListenStore(path: path)
        let track = Track(artistName: "Perfume", trackName: "ポリリズム")
        try store.insert(
            [Listen(listenedAt: 10, track: track, source: .demo), Listen(listenedAt: 20, track: track, source: .demo)],
            user: "rob")
        try store.write { writer in _ = try writer.userID(for: "ana") }
        let diagnostics = try store.diagnostics()
        #expect(diagnostics.isIntact)
        #expect(diagnostics.appliedMigrations == StoreSchema.migrator.migrations)
        #expect(diagnostics.unknownMigrations.isEmpty)
        #expect(diagnostics.sizeInBytes > 0)
        #expect(
            diagnostics.listensPerUser == [
                StoreDiagnostics.UserListenCount(user: "ana", listens: 0),
                StoreDiagnostics.UserListenCount(user: "rob", listens: 2),
            ])
    }

    @Test("a migration this build does not know is reported as from a newer version")
    func newerSchema() throws {
        let store = try ListenStore()
        try store.write { writer in
            try writer.db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
        }
        #expect(try store.diagnostics().unknownMigrations == ["v9: from the future"])
    }
}
