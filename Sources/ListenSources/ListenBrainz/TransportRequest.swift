import Foundation

/// A GET request as the ListenBrainz client hands it to an `HTTPTransport`.
public struct TransportRequest: Sendable {
    public var url: URL
    /// Header names as sent; may carry the user's token, so never print or log them.
    public var headers: [String: String]

    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}
