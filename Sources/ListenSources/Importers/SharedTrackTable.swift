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
    // `keys`, `pending` and `trackCount` are read and written only under `lock`.
    private let lock = NSLock()
    /// Per key, its value: the track's number, or `-1 - reason` for metadata that makes no listen.
    private var keys = RawKeyTable()
    /// The tracks numbered so far that the writer has not taken yet (a few batches' worth).
    private var pending: [Int32: EncodedTrack] = [:]
    private var trackCount: Int32 = 0

    deinit { keys.release() }

    /// Takes the lock, trying a while before waiting for it. Both readers take it for every
    /// line and hold it for a probe of the table, a few tens of nanoseconds: when one found it
    /// taken and slept, the other's unlock had to wake it (a system call, and a switch of
    /// threads), and those wake-ups were a sixth of a re-import's CPU.
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

    /// What `key` (with `ByteHash` `hash`) was resolved to, if some reader has added it.
    ///
    /// Every line asks, from both readers: only the probe holds the lock, the comparison of
    /// the key (hundreds of bytes) is made after it is let go, as stored
    /// keys never move. Holding the lock through it made the readers queue on it.
    func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Resolution? {
        acquire()
        guard let candidate = keys.firstCandidate(hash: hash) else {
            lock.unlock()
            return nil
        }
        lock.unlock()
        if RawKeyTable.matches(key, stored: candidate.stored) {
            return Resolution(value: candidate.value)
        }
        // Another key with the same top half of the hash came first: look further, locked.
        acquire()
        defer { lock.unlock() }
        return keys.entry(of: key, hash: hash).map { Resolution(value: keys.value($0)) }
    }

    /// Adds `key` as `track` (nil: no listen, for `reason`), decoded by the caller outside the
    /// lock; if another reader added the same key meanwhile, its resolution stands (both
    /// decoded the same bytes) and is returned.
    func add(_ key: UnsafeRawBufferPointer, hash: UInt64, track: EncodedTrack?, reason: SkipReason) -> Resolution {
        acquire()
        defer { lock.unlock() }
        if let entry = keys.entry(of: key, hash: hash) { return Resolution(value: keys.value(entry)) }
        guard let track else {
            _ = keys.add(key, hash: hash, value: -1 - Int32(SkipReason.allCases.firstIndex(of: reason) ?? 0))
            return .rejected(reason)
        }
        let number = trackCount
        trackCount += 1
        pending[number] = track
        _ = keys.add(key, hash: hash, value: number)
        return .track(number)
    }

    /// The track numbered `number`, handed over once: the table keeps no copy after.
    func take(_ number: Int32) -> EncodedTrack? {
        acquire()
        defer { lock.unlock() }
        return pending.removeValue(forKey: number)
    }
}
