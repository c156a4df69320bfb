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
    /// The longest wait a server may ask for (after a 429, or when an answer spends the
    /// budget); a longer one stops the request at once, saying when to try again, so a cron
    /// run never sleeps for as long as a server likes.
    public var maxRateLimitWait: Double

    public init(
        maxAttempts: Int = 5, initialDelay: Double = 1, maxDelay: Double = 30, maxRateLimitWaits: Int = 10,
        defaultRateLimitWait: Double = 10, maxRateLimitWait: Double = 120
    ) {
        precondition(maxAttempts >= 1, "at least one attempt")
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.maxRateLimitWaits = maxRateLimitWaits
        self.defaultRateLimitWait = defaultRateLimitWait
        self.maxRateLimitWait = maxRateLimitWait
    }

    /// How long a rate-limited answer asks to wait: `X-RateLimit-Reset-In`, else
    /// `Retry-After` in seconds, else the default; never negative.
    func rateLimitWait(_ headers: [String: String]) -> Double {
        let asked = headers["x-ratelimit-reset-in"].flatMap(Double.init) ?? headers["retry-after"].flatMap(Double.init)
        guard let asked, asked.isFinite else { return defaultRateLimitWait }
        return max(asked, 0)
    }

    /// Why a wait of `seconds` is not waited, for a message; nil when it is within the ceiling.
    func refusal(toWait seconds: Double, server: String) -> String? {
        guard seconds > maxRateLimitWait else { return nil }
        return "\(server) asks to wait \(Self.duration(seconds)) before the next request, longer than ListenStats waits (\(Self.duration(maxRateLimitWait))); run the command again after that (what is stored is kept)"
    }

    /// `seconds` for a person: "45 s", "12 min", "3 h", "12 days".
    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<120: "\(Int(seconds.rounded(.up))) s"
        case ..<7200: "\(Int((seconds / 60).rounded(.up))) min"
        case ..<172_800: "\(Int((seconds / 3600).rounded(.up))) h"
        default: "\(Int(min(seconds / 86_400, 1e9).rounded(.up))) days"
        }
    }

    /// The wait before attempt `attempt + 1`, after `attempt` failures (1-based).
    func backoff(afterAttempt attempt: Int) -> Double {
        let exponent = Double(max(0, attempt - 1))
        return min(maxDelay, initialDelay * Double(1 << Int(min(exponent, 20))))
    }
}
