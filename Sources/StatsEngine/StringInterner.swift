/// Numbers distinct strings by their exact bytes, and remembers each one's lower-cased form.
///
/// Tracks repeat the same artist, release and credit strings many times; interning them first
/// makes every grouping key a few integers, and lower-cases each distinct string once.
struct StringInterner {
    /// A string hashed and compared by its exact UTF-8 bytes (NFC and NFD stay apart).
    private struct Exact: Hashable {
        let value: String

        // Both read the strings' contiguous bytes in place: copying a string into a `var` for
        // `withUTF8` retains and releases it on every probe, and `utf8.elementsEqual` walks the
        // view index by index. The view fallbacks are for bridged strings, which have no bytes.
        static func == (lhs: Exact, rhs: Exact) -> Bool {
            guard lhs.value.utf8.count == rhs.value.utf8.count else { return false }
            let equal = lhs.value.utf8.withContiguousStorageIfAvailable { left in
                rhs.value.utf8.withContiguousStorageIfAvailable { left.elementsEqual($0) }
            }
            return (equal ?? nil) ?? lhs.value.utf8.elementsEqual(rhs.value.utf8)
        }

        func hash(into hasher: inout Hasher) {
            let hashed: Void? = value.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { Array(value.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
        }
    }

    private var ids: [Exact: Int32] = [:]
    private var strings: [String] = []
    /// The id of each string's lower-cased form, -1 until first asked (MBIDs never are).
    private var lowered: [Int32] = []

    init(capacity: Int) {
        ids.reserveCapacity(capacity)
        strings.reserveCapacity(capacity)
        lowered.reserveCapacity(capacity)
    }

    /// The id of `text` (-1 for nil).
    mutating func id(_ text: String?) -> Int32 {
        guard let text else { return -1 }
        if let id = ids[Exact(value: text)] { return id }
        let id = Int32(strings.count)
        ids[Exact(value: text)] = id
        strings.append(text)
        lowered.append(-1)
        return id
    }

    /// The id of `text` lower-cased, without remembering `text` itself: for strings nearly
    /// every track has its own (titles), where the cache would only cost.
    mutating func lowercasedOnlyID(_ text: String) -> Int32 {
        id(text.lowercased())
    }

    /// The id of `text` lower-cased (-1 for nil).
    mutating func lowercasedID(_ text: String?) -> Int32 {
        let id = id(text)
        guard id >= 0 else { return -1 }
        if lowered[Int(id)] < 0 {
            let lower = strings[Int(id)].lowercased()
            lowered[Int(id)] = lower.utf8.elementsEqual(strings[Int(id)].utf8) ? id : self.id(lower)
        }
        return lowered[Int(id)]
    }
}
