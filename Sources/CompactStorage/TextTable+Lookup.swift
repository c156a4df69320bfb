extension TextTable {
    /// The id of the string with these UTF-8 bytes, or nil when it was never interned. Unlike
    /// `intern`, it numbers nothing: a lookup into a table built elsewhere (cached metadata
    /// matched to a catalog's texts) leaves the table as it was.
    public func id(of bytes: UnsafeRawBufferPointer) -> Int32? {
        let hash = ByteHash.of(bytes)
        guard !slots.isEmpty else {
            // Unpacked and not interned into since: no slot table yet, so the hashes are searched.
            for (id, stored) in hashes.enumerated() where stored == hash && equals(Int32(id), bytes) { return Int32(id) }
            return nil
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry & 0xFFFF_FFFF == hash >> 32 {
                let id = Int32(truncatingIfNeeded: (entry >> 32) - 1)
                if equals(id, bytes) { return id }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The id of `text` by its exact bytes, or nil when it was never interned.
    public func id(of text: String) -> Int32? {
        var text = text
        return text.withUTF8 { id(of: UnsafeRawBufferPointer($0)) }
    }
}

extension TextTable {
    /// The ids here of the strings numbered `ids` in `other` (-1 where one was never interned
    /// here): the answers `id(of:)` gives one by one, found in passes over all of them, so the
    /// cache misses of two large tables overlap instead of coming one after another. The
    /// strings' hashes are `other`'s, computed when they were interned there.
    public func ids(of ids: [Int32], in other: TextTable) -> [Int32] {
        var found = [Int32](repeating: -1, count: ids.count)
        guard !slots.isEmpty else {
            for (index, id) in ids.enumerated() { found[index] = other.withBytes(id) { self.id(of: $0) } ?? -1 }
            return found
        }
        let mask = slots.count - 1
        // First pass: the first slot each string probes, read for all of them.
        var entries = [UInt64](repeating: 0, count: ids.count)
        for (index, id) in ids.enumerated() {
            entries[index] = slots[Int(truncatingIfNeeded: other.hashes[Int(id)]) & mask]
        }
        // Second pass: a first slot with the string's hash is nearly always the string; an
        // empty one means it is not here; anything else probes on, one by one.
        for (index, id) in ids.enumerated() {
            let entry = entries[index]
            if entry == 0 { continue }
            let hash = other.hashes[Int(id)]
            if entry & 0xFFFF_FFFF == hash >> 32 {
                let candidate = Int32(truncatingIfNeeded: (entry >> 32) - 1)
                if other.withBytes(id, { equals(candidate, $0) }) {
                    found[index] = candidate
                    continue
                }
            }
            found[index] = other.withBytes(id) { self.id(of: $0) } ?? -1
        }
        return found
    }
}
