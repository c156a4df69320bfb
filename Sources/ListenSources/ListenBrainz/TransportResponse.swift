import Foundation

/// A complete HTTP response from an `HTTPTransport`.
public struct TransportResponse: Sendable {
    public var status: Int
    /// Header names lower-cased, so lookups do not depend on how the server spelled them.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}
