extension TextTable {
    /// Interning a text reads up to three places of a large table one after another, each
    /// usually a cache miss: its slot, then (when a text with the same hash top is there) its
    /// start, then its bytes. A loop that knows its next texts can load them ahead in three
    /// steps, a step apart, and a miss is then waited for once per several texts instead of
    /// three times per text (interning a heavy listener's 185,000 new tracks took 0.25 s, most
    /// of it waiting). Each step is a hint: it changes nothing, whatever the table holds.
    public enum PrefetchStep: Sendable {
        /// Loads the text's slot.
        case slot
        /// Reads the slot (loaded by `.slot`) and loads the start of the text it names.
        case start
        /// Reads the slot and the start (loaded before) and loads the text's first bytes.
        case bytes
    }

    /// Takes `step` of loading what `intern` of a text whose `ByteHash` is `hash` will read.
    /// Inlined, so a caller's loop pays no call (nor reference counting) per text.
    @inlinable
    public func prefetch(_ step: PrefetchStep, hash: UInt64) {
        slots.withUnsafeBufferPointer { slots in
            guard let slotBase = slots.baseAddress, !slots.isEmpty else { return }
            let slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            if step == .slot {
                CachePrefetch.read(slotBase + slot)
                return
            }
            let entry = slots[slot]
            guard entry != 0, entry & 0xFFFF_FFFF == hash >> 32 else { return }
            let id = Int(truncatingIfNeeded: (entry >> 32) - 1)
            starts.withUnsafeBufferPointer { starts in
                guard let startsBase = starts.baseAddress, id >= 0, id + 1 < starts.count else { return }
                if step == .start {
                    CachePrefetch.read(startsBase + id)
                    return
                }
                let start = starts[id]
                storage.withUnsafeBufferPointer { storage in
                    guard let storageBase = storage.baseAddress, start < storage.count else { return }
                    CachePrefetch.read(storageBase + start)
                }
            }
        }
    }
}
