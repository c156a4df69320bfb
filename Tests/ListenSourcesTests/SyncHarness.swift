import Foundation
import ListenModel
import ListenSources
import ListenStore

/// Runs a sync the way `listenstats sync` does: each page and its cursor in one transaction.
struct SyncHarness {
    let store: ListenStore
    let user: String

    @discardableResult
    func sync(
        _ client: ListenBrainzClient, pageSize: Int
    ) async throws -> ListenBrainzSync.Outcome {
        let sync = ListenBrainzSync(client: client, user: user, pageSize: pageSize)
        return try await sync.run(from: try store.syncCursor(user: user)) { listens, cursor in
            try store.write { writer in
                _ = try writer.insert(listens, user: user)
                try writer.saveSyncCursor(cursor, user: user)
            }
        }
    }

    func storedListens() throws -> [Listen] {
        let history = try store.history(user: user)
        return TestHistory.canonical((0..<history.count).map(history.listen(at:)))
    }
}

/// Wraps a transport and, after `limit` listens requests, fails (or cancels the task) the way
/// a dropped connection or a killed run would.
final class InterruptingTransport: HTTPTransport, @unchecked Sendable {
    enum Interruption { case fail, cancelTask }

    private let inner: any HTTPTransport
    private let limit: Int
    private let interruption: Interruption
    private let lock = NSLock()
    private var listensRequests = 0

    init(_ inner: any HTTPTransport, afterListensRequests limit: Int, by interruption: Interruption) {
        self.inner = inner
        self.limit = limit
        self.interruption = interruption
    }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let isListens = request.url.path.hasSuffix("/listens")
        let count = lock.withLock {
            if isListens { listensRequests += 1 }
            return listensRequests
        }
        if isListens && count > limit {
            switch interruption {
            case .fail: throw URLError(.networkConnectionLost)
            case .cancelTask: withUnsafeCurrentTask { $0?.cancel() }
            }
        }
        return try await inner.send(request)
    }
}
