import Foundation

/// Sends one HTTP request and returns the whole response: the seam between the ListenBrainz
/// client and the network, so tests and other HTTP stacks can stand in for `URLSession`.
///
/// Implementations throw for failures below HTTP (no connection, timeout, a body cut short);
/// the client retries those. Any status code is a response, not an error.
public protocol HTTPTransport: Sendable {
    func send(_ request: TransportRequest) async throws -> TransportResponse
}
