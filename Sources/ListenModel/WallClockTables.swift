import Foundation

/// The wall clocks read so far in this process, by zone name, so that each zone's offset
/// table is read once.
final class WallClockTables: @unchecked Sendable {
    // Guarded by `lock`.
    private var clocks: [String: WallClock] = [:]
    private let lock = NSLock()

    func clock(named identifier: String) -> WallClock {
        if let clock = lock.withLock({ clocks[identifier] }) { return clock }
        let zone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        let clock = WallClock(timeZone: zone)
        lock.withLock { clocks[identifier] = clock }
        return clock
    }
}
