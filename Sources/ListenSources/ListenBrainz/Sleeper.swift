/// Waits between requests (rate limits, backoff); injected so tests need not really wait.
public protocol Sleeper: Sendable {
    /// Suspends for `seconds`, throwing `CancellationError` when the task is cancelled.
    func sleep(seconds: Double) async throws
}

/// The real `Sleeper`: `Task.sleep`.
public struct TaskSleeper: Sleeper {
    public init() {}

    public func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(for: .milliseconds(Int64((seconds * 1000).rounded(.up))))
    }
}
