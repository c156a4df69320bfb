/// Asks the processor to start loading a cache line that is about to be read, so that a loop
/// over a large table can have several of its misses in flight at once instead of waiting for
/// each in turn.
///
/// Swift has no prefetch; this calls LLVM's `llvm.prefetch` intrinsic by name, which compiles
/// to one `prefetcht0` instruction (checked in the release build's disassembly). A prefetch is
/// only a hint: an address that is stale or was never mapped costs nothing and never faults,
/// so callers may prefetch what they are only likely to read.
public enum CachePrefetch {
    /// Prefetches the cache line holding `address`, for reading, into every cache level.
    @inlinable @inline(__always)
    public static func read(_ address: UnsafeRawPointer) {
        _llvmPrefetch(address, 0, 3, 1)
    }
}

/// `llvm.prefetch(address, rw: 0 read, locality: 3 keep in all levels, cache type: 1 data)`.
@usableFromInline
@_silgen_name("llvm.prefetch.p0")
func _llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)
