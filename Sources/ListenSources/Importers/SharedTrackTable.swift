import Foundation
import ListenModel

/// The tracks of one ListenBrainz input by the raw bytes of their metadata, shared by its
/// reader threads and the writer.
///
/// Each reader used to keep a table of its own: both met nearly every track of a heavy
/// listener, so every key was held twice (a couple of hundred megabytes), every track decoded
/// twice, and the writer looked every track up twice. Now the first reader to meet a key
/// decodes it (straight into the store's form, `EncodedTrack`) and numbers it once for the
/// whole file; the writer takes each track from here when the first listen of it arrives in
/// file order (so store ids do not depend on which thread got there first), and the table
/// lets go of it.
final class SharedTrackTable: @unchecked Sendable {
    /// Taken to add a key and for `pending` and `trackCount`; looking a key up takes no lock
    /// (`RawKeyTable`), which is what every line does.
    private let lock = NSLock()
    /// Per key, its value: the track's number, or `-1 - reason` for metadata that makes no listen.
    private let keys: RawKeyTable
    /// The tracks numbered so far that the writer has not taken yet (a few batches' worth).
    private var pending: [Int32: EncodedTrack] = [:]
    private var trackCount: Int32 = 0

    /// A table for about `expectedKeys` distinct keys (it grows past them).
    init(expectedKeys: Int = 0) {
        keys = RawKeyTable(expectedCount: expectedKeys)
    }

    /// Takes the lock, trying a while before waiting for it: a reader that found it taken and
    /// slept had to be woken by the other's unlock (a system call, and a switch of threads).
    @inline(__always)
    private func acquire() {
        var attempts = 0
        while !lock.try() {
            attempts += 1
            if attempts == 256 {
                lock.lock()
                return
            }
        }
    }

    /// What a key stands for: a track number, or why its lines are no listens.
    enum Resolution: Equatable {
        case track(Int32)
        case rejected(SkipReason)

        fileprivate init(value: Int32) {
            self = value >= 0 ? .track(value) : .rejected(SkipReason.allCases[Int(-1 - value)])
        }
    }

    /// What `key` (whose hash, `ImportKeyHash`, is `hash`) was resolved to, if some reader has added it. Takes
    /// no lock: a key added by the other reader a moment ago may not be seen yet, and is then
    /// decoded again and found by `add`.
    func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Resolution? {
        lookup.find(key, hash: hash)
    }

    /// The table's lookups, without the table object (see `RawKeyTable.View`); valid while the
    /// table is, so its holder keeps the table too.
    var lookup: Lookup { Lookup(keys: keys.view) }

    struct Lookup: Sendable {
        fileprivate let keys: RawKeyTable.View

        /// `SharedTrackTable.find`.
        func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Resolution? {
            keys.value(of: key, hash: hash).map(Resolution.init(value:))
        }

        /// Starts loading what `find` of a key with `hash` reads first (`RawKeyTable.View.prefetchSlot`).
        func prefetchSlot(hash: UInt64) {
            keys.prefetchSlot(hash: hash)
        }

        /// The second step, a while after the first (`RawKeyTable.View.prefetchRecord`).
        func prefetchRecord(hash: UInt64) {
            keys.prefetchRecord(hash: hash)
        }
    }

    /// Adds `key` as `track` (nil: no listen, for `reason`), decoded by the caller outside the
    /// lock; if another reader added the same key meanwhile, its resolution stands (both
    /// decoded the same bytes) and is returned.
    func add(_ key: UnsafeRawBufferPointer, hash: UInt64, track: EncodedTrack?, reason: SkipReason) -> Resolution {
        acquire()
        defer { lock.unlock() }
        if let value = keys.value(of: key, hash: hash) { return Resolution(value: value) }
        guard let track else {
            keys.add(key, hash: hash, value: -1 - Int32(SkipReason.allCases.firstIndex(of: reason) ?? 0))
            return .rejected(reason)
        }
        let number = trackCount
        trackCount += 1
        pending[number] = track
        keys.add(key, hash: hash, value: number)
        return .track(number)
    }

    /// The track numbered `number`, handed over once: the table keeps no copy after.
    func take(_ number: Int32) -> EncodedTrack? {
        acquire()
        defer { lock.unlock() }
        return pending.removeValue(forKey: number)
    }
}
