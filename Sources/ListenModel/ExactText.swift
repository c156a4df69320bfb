/// A string that equals and hashes by its exact Unicode scalars.
///
/// Swift's `String ==` uses canonical equivalence, so "é" (NFC) equals "e\u{301}" (NFD).
/// ListenBrainz groups names by their bytes; keying a dictionary by `String` would merge
/// names it keeps apart. Key by `ExactText` instead.
public struct ExactText: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value.utf8.count)
        // Native strings hand out their UTF-8 in one buffer; hashing it at once is far
        // cheaper than a byte at a time, and track interning hashes millions of names.
        let hashedAtOnce: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashedAtOnce == nil {
            for byte in value.utf8 { hasher.combine(byte) }
        }
    }

    /// Orders by UTF-8 bytes, as ListenBrainz's (and SQLite's BINARY) collation does.
    public static func < (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
    }

    public var description: String { value }
}

extension Optional where Wrapped == String {
    /// Exact (scalar-by-scalar) equality of two optional strings.
    func exactlyEquals(_ other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs.utf8.elementsEqual(rhs.utf8)
        default: false
        }
    }
}

extension Hasher {
    /// Hashes a string by its exact bytes, to match `ExactText` equality.
    mutating func combineExactly(_ text: String?) {
        guard let text else {
            combine(-1)
            return
        }
        combine(ExactText(text))
    }
}
