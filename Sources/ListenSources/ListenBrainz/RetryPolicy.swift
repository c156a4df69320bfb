/// How hard the ListenBrainz client tries before it gives up on a request.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts per request for server errors, timeouts and broken bodies (the first included).
    public var maxAttempts: Int
    /// The first backoff; each further one doubles, up to `maxDelay`.
    public var initialDelay: Double
    public var maxDelay: Double
    /// How many 429 answers in a row the client waits out before it stops.
    public var maxRateLimitWaits: Int
    /// The wait after a 429 that does not say how long to wait.
    public var defaultRateLimitWait: Double

    public init(
        maxAttempts: Int = 5, initialDelay: Double = 1, maxDelay: Double = 30, maxRateLimitWaits: Int = 10,
        defaultRateLimitWait: Double = 10
    ) {
        precondition(maxAttempts >= 1, "at least one attempt")
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.maxRateLimitWaits = maxRateLimitWaits
        self.defaultRateLimitWait = defaultRateLimitWait
    }

    /// The wait before attempt `attempt + 1`, after `attempt` failures (1-based).
    func backoff(afterAttempt attempt: Int) -> Double {
        let exponent = Double(max(0, attempt - 1))
        return min(maxDelay, initialDelay * Double(1 << Int(min(exponent, 20))))
    }
}
