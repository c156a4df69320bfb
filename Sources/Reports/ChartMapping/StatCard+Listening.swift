import ChartKit
import Charts

extension StatCard {
    /// Listening time: known durations plus the engine's estimate for listens without one,
    /// with a note saying how many listens were estimated.
    static func listeningTime(milliseconds: Int64, estimatedListens: Int) -> StatCard {
        StatCard(
            value: NumberFormat.duration(milliseconds: milliseconds), label: "Listening time",
            note: estimatedListens > 0 ? "\(NumberFormat.grouped(estimatedListens)) listens estimated" : "all durations known")
    }

    /// "1 day", "12 days".
    static func days(_ count: Int) -> String {
        count == 1 ? "1 day" : "\(NumberFormat.grouped(count)) days"
    }
}
