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
