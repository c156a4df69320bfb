import Foundation
import ListenModel

/// The music statistics of the last window an engine counted, with every genre ranked: a year
/// report asks for its year twice (the range, then the Year in Music, with another top-list
/// length), and the count is a pass over every listen of the year.
final class MusicStatsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (positions: Range<Int>, stats: MusicStats?)?

    /// The statistics of `positions` with at most `topCount` top genres: the ones kept, else
    /// `make`'s (which ranks every genre). Made outside the lock, so ranges counted on several
    /// cores at once never wait for each other.
    func value(_ positions: Range<Int>, topCount: Int, _ make: () -> MusicStats?) -> MusicStats? {
        lock.lock()
        let kept = last.flatMap { $0.positions == positions ? $0 : nil }
        lock.unlock()
        let stats: MusicStats?
        if let kept {
            stats = kept.stats
        } else {
            stats = make()
            lock.lock()
            last = (positions, stats)
            lock.unlock()
        }
        guard var stats else { return nil }
        stats.topGenres = Array(stats.topGenres.prefix(topCount))
        return stats
    }
}
