/// Another ListenBrainz user with similar taste, and how similar (0…1).
public struct SimilarUser: Hashable, Sendable, Codable {
    public var name: String
    public var similarity: Double

    public init(name: String, similarity: Double) {
        self.name = name
        self.similarity = similarity
    }
}
