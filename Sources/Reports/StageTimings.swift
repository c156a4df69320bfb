import Foundation

/// Wall-clock and CPU time per stage of a build, and the process's peak memory when it ended,
/// for `site --timings`: where a run's time and memory went, without a profiler. A stage is closed by `mark`, which charges it the time since the last
/// mark; a stage marked more than once (once per chunk of pages) adds up.
public final class StageTimings: @unchecked Sendable {
    private struct Stage {
        var name: String
        var wallSeconds = 0.0
        var cpuSeconds = 0.0
        /// The process's peak resident memory so far when the stage last ended.
        var peakKilobytes = 0
    }

    private let lock = NSLock()
    private var stages: [Stage] = []
    private var lastWall: UInt64
    private var lastCPU: Double

    public init() {
        lastWall = DispatchTime.now().uptimeNanoseconds
        lastCPU = Self.processUsage().cpuSeconds
    }

    /// Charges the time since the previous mark (or since `init`) to `stage`.
    public func mark(_ stage: String) {
        let wall = DispatchTime.now().uptimeNanoseconds
        let (cpu, peak) = Self.processUsage()
        lock.lock()
        defer { lock.unlock() }
        let index = stages.firstIndex { $0.name == stage } ?? {
            stages.append(Stage(name: stage))
            return stages.count - 1
        }()
        stages[index].wallSeconds += Double(wall &- lastWall) / 1e9
        stages[index].cpuSeconds += cpu - lastCPU
        stages[index].peakKilobytes = peak
        (lastWall, lastCPU) = (wall, cpu)
    }

    /// One line per stage in the order first marked: its wall and CPU seconds (CPU is the whole
    /// process's, every core, so a stage on two cores can show more CPU than wall) and the peak
    /// memory so far at its end (the stage whose peak is higher than the one before raised it).
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stages.map {
            String(format: "%@: %.3f s wall, %.3f s CPU, peak %d MB", $0.name, $0.wallSeconds, $0.cpuSeconds, $0.peakKilobytes / 1024)
        }
    }

    /// User and system CPU of the process, every thread, and its peak resident memory.
    private static func processUsage() -> (cpuSeconds: Double, peakKilobytes: Int) {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // Linux counts `ru_maxrss` in kilobytes.
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), Int(usage.ru_maxrss))
    }
}
