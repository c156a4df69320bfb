import ListenModel

/// How much one source's record of a play says. When two sources hold the same play, the
/// store keeps the richer record, compared field by field in the order a reader loses most
/// by: a MusicBrainz mapping (genres, covers and ListenBrainz's own numbers need it), the
/// second the play started (not only its minute), its duration, its release. Between equal
/// records the source decides (ListenBrainz, then Spotify, then Last.fm), so the kept record
/// never depends on which file was imported first.
struct PlayRecordRichness: Comparable {
    var mapped: Bool
    var secondExact: Bool
    var hasDuration: Bool
    var hasRelease: Bool
    var source: ListenSource

    private var rank: [Int] {
        [mapped ? 1 : 0, secondExact ? 1 : 0, hasDuration ? 1 : 0, hasRelease ? 1 : 0, Self.sourceRank(source)]
    }

    static func < (lhs: PlayRecordRichness, rhs: PlayRecordRichness) -> Bool {
        lhs.rank.lexicographicallyPrecedes(rhs.rank)
    }

    private static func sourceRank(_ source: ListenSource) -> Int {
        switch source {
        case .listenbrainz: 3
        case .spotify: 2
        case .lastfm: 1
        case .demo: 0
        }
    }
}
