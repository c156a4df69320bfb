/// The rules an import applies to every line.
public struct ImportOptions: Sendable, Equatable {
    /// The present moment, in seconds since the epoch: listens after it are skipped.
    /// A parameter so the same file gives the same outcome on any day.
    public var now: Int64
    /// Spotify plays shorter than this are not listens (Spotify and Last.fm count 30 s).
    public var minimumPlaySeconds: Int
    /// Listens before this moment are skipped; ListenBrainz starts its history in 2002.
    public var earliest: Int64
    /// How many listens travel to the store together.
    public var batchSize: Int
    /// A JSONL file more than twice this size is cut into pieces of about this size that two
    /// threads parse at once (outcomes do not depend on it).
    public var parallelPieceSize: Int
    /// The most bytes one member of an export zip may inflate to (4 GiB: a month of listens
    /// is megabytes). A small zip that inflates to more is refused, not read to the end.
    public var maximumZipMemberSize: Int64 = 4 << 30

    /// 2002-01-01 00:00 UTC.
    public static let listenBrainzEpoch: Int64 = 1_009_843_200

    public init(
        now: Int64, minimumPlaySeconds: Int = 30, earliest: Int64 = listenBrainzEpoch, batchSize: Int = 16_384,
        parallelPieceSize: Int = 32 << 20
    ) {
        self.now = now
        self.minimumPlaySeconds = minimumPlaySeconds
        self.earliest = earliest
        self.batchSize = max(1, batchSize)
        self.parallelPieceSize = max(1, parallelPieceSize)
    }
}
