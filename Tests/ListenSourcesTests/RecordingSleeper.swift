import ListenSources

/// A `Sleeper` that returns at once and remembers every wait asked of it.
actor RecordingSleeper: Sleeper {
    private(set) var waits: [Double] = []

    func sleep(seconds: Double) async throws {
        waits.append(seconds)
        try Task.checkCancellation()
    }
}
