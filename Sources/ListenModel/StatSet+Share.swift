extension StatSet {
    /// The fraction (0…1) of this window's listens that `count` listens make; 0 when empty.
    public func share(of count: Int) -> Double {
        listenCount == 0 ? 0 : Double(count) / Double(listenCount)
    }

    /// Known plus estimated listening time, in milliseconds.
    public var listeningMs: Int64 { knownListeningMs + estimatedListeningMs }
}
