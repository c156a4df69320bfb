import ListenModel

/// The rule that recognises one play arriving from two sources, and the listens of the other
/// sources it is checked against.
///
/// A listen from source S is the same play as a stored listen M when
/// - M belongs to the same user and came from a source other than S,
/// - their `PlayMatchKey`s are equal (same primary artist and title, ignoring case, accents,
///   punctuation and how "feat." is spelt),
/// - their times are at most `slack` apart, or differ by one track length give or take
///   `slack` (one source stamped the start, the other the end), using either listen's
///   duration up to `longestTrack`. A time is the span its source could mean: a Last.fm CSV
///   date or a Spotify account-data `endTime` names only the minute, so `20:15` is any second
///   from 20:15:00 to 20:15:59, and the distance is between the two spans,
/// - and no other play from S was already merged into M: one play per source per listen,
///   so playing a song twice in a row is never folded into one.
/// The nearest such M wins. Of the two records the richer stays in `listens` and the other
/// is kept in `merged_listens` (`PlayRecordRichness`), so the history is the same whichever
/// source was imported first.
///
/// The candidates are loaded once per import (all of the user's listens from other sources,
/// ordered by time, a few dozen bytes each) and searched by binary search: per listen this
/// costs no query, so a million-listen import pays nothing when there is no other source.
struct CrossSourceMatch {
    static let slack: Int64 = 30
    static let longestTrack: Int64 = 20 * 60

    /// A stored listen of another source.
    struct Candidate {
        var listenedAt: Int64
        var identity: Int64
        var matchKey: Int64
        /// Seconds, 0 when unknown.
        var duration: Int64
        /// How many seconds the stored time may stand for (60 for a minute-resolution source).
        var resolution: Int64 = 1
        /// How much the stored record says; a richer play of another source replaces it.
        var richness = PlayRecordRichness(mapped: false, secondExact: true, hasDuration: false, hasRelease: false, source: .demo)

        var key: ListenKey { ListenKey(listenedAt: listenedAt, identity: identity) }
    }

    /// A listen by its primary key (user aside).
    struct ListenKey: Hashable {
        var listenedAt: Int64
        var identity: Int64
    }

    /// Other sources' listens, ascending by time.
    private(set) var candidates: [Candidate]
    /// Stored listens that already absorbed a play of this source.
    private var partnered: Set<ListenKey>
    /// This source's plays that were merged into another source's listen.
    private var merged: Set<ListenKey>

    init(candidates: [Candidate], partnered: Set<ListenKey>, merged: Set<ListenKey>) {
        self.candidates = candidates
        self.partnered = partnered
        self.merged = merged
    }

    /// Whether this exact play of this source was merged before (a re-import).
    func wasMerged(_ key: ListenKey) -> Bool {
        !merged.isEmpty && merged.contains(key)
    }

    /// The stored listen of another source this play is, if any. `resolution` is how many
    /// seconds the play's own time may stand for (1, or 60 for a time given to the minute).
    func match(listenedAt: Int64, matchKey: Int64, durationMs: Int32, resolution: Int64 = 1) -> Candidate? {
        guard !candidates.isEmpty else { return nil }
        let ownDuration = durationMs > 0 ? min(Int64(durationMs) / 1000, Self.longestTrack) : 0
        let reach = Self.slack + Self.longestTrack + Self.coarsestResolution
        // Ranked by how far off the rule they are, then by plain distance in time.
        var best: (candidate: Candidate, rank: (Int64, Int64))?
        var index = candidates.partitioningIndex { $0.listenedAt < listenedAt - reach }
        while index < candidates.count, candidates[index].listenedAt <= listenedAt + reach {
            let candidate = candidates[index]
            index += 1
            guard candidate.matchKey == matchKey,
                !partnered.contains(ListenKey(listenedAt: candidate.listenedAt, identity: candidate.identity))
            else { continue }
            let apart = candidate.listenedAt - listenedAt
            var distance = Self.distance(apart, ownSpan: resolution, candidateSpan: candidate.resolution, shift: 0)
            for length in [ownDuration, min(candidate.duration, Self.longestTrack)] where length > 0 {
                for shift in [length, -length] {
                    distance = min(
                        distance, Self.distance(apart, ownSpan: resolution, candidateSpan: candidate.resolution, shift: shift))
                }
            }
            if distance <= Self.slack, best.map({ (distance, abs(apart)) < $0.rank }) ?? true {
                best = (candidate, (distance, abs(apart)))
            }
        }
        return best?.candidate
    }

    /// The coarsest time resolution of any source: a minute.
    static let coarsestResolution: Int64 = 60

    /// How far apart two plays are at the least when the candidate's time is `apart` seconds
    /// after this play's, each time stands for a span of `…Span` seconds from it, and one of
    /// them is taken to be `shift` seconds later (a start against an end).
    static func distance(_ apart: Int64, ownSpan: Int64, candidateSpan: Int64, shift: Int64) -> Int64 {
        let lowest = apart - shift - (ownSpan - 1)
        let highest = apart - shift + (candidateSpan - 1)
        if lowest <= 0, highest >= 0 { return 0 }
        return min(abs(lowest), abs(highest))
    }

    /// Records that `play` of this source was merged into `candidate`.
    mutating func recordMerge(of play: ListenKey, into candidate: Candidate) {
        partnered.insert(candidate.key)
        merged.insert(play)
    }

    /// Records that `play` of this source replaced `candidate`, whose play it is.
    mutating func recordReplacement(of candidate: Candidate) {
        partnered.insert(candidate.key)
    }
}
