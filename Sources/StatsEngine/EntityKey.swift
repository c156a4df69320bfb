/// The grouping key of an artist, release, release group or recording: its parts compared by
/// exact UTF-8 bytes (names already lower-cased where ListenBrainz groups without case).
///
/// Parts are length-prefixed so no two part lists share bytes, and the bytes are hashed in
/// one call rather than one `combine` per byte as `ExactText` does.
struct EntityKey: Hashable, Sendable {
    private let bytes: [UInt8]

    init(_ parts: String?...) {
        var bytes: [UInt8] = []
        for part in parts {
            guard let part else {
                bytes.append(0xFF)
                continue
            }
            let length = UInt32(part.utf8.count)
            bytes.append(contentsOf: [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)])
            bytes.append(contentsOf: part.utf8)
        }
        self.bytes = bytes
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
