import Foundation

/// A GET request as a client hands it to an `HTTPTransport`.
public struct TransportRequest: Sendable {
    public var url: URL
    /// Header names as sent; may carry the user's token, so never print or log them. An
    /// `Authorization` header goes to `url`'s origin only: a redirect elsewhere drops it.
    public var headers: [String: String]
    /// The most body bytes this kind of answer may hold; a longer one fails with
    /// `TransportFailure.bodyTooLarge` as soon as it is known, never read whole.
    public var maxBodyBytes: Int

    public init(url: URL, headers: [String: String] = [:], maxBodyBytes: Int = 16 << 20) {
        self.url = url
        self.headers = headers
        self.maxBodyBytes = maxBodyBytes
    }
}
