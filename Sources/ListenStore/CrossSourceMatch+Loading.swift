import GRDB
import ListenModel

extension CrossSourceMatch {
    /// The candidates for plays of `source` by `userID` made within `plays` (all of them by
    /// default): every listen of another source near enough in time, and the merges this
    /// source already made there.
    static func load(
        userID: Int64, source: ListenSource, plays: ClosedRange<Int64> = Int64.min...Int64.max, in db: Database
    ) throws -> CrossSourceMatch {
        // A candidate may lie one longest track and the slack before or after a play.
        let reach = slack + longestTrack + coarsestResolution
        let earliest = plays.lowerBound > Int64.min + reach ? plays.lowerBound - reach : Int64.min
        let latest = plays.upperBound < Int64.max - reach ? plays.upperBound + reach : Int64.max
        var trackFacts: [Int64: (matchKey: Int64, mapped: Bool, hasRelease: Bool)] = [:]
        let tracks = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, artist_name, track_name, COALESCE(recording_mbid, '') != '', COALESCE(release_name, '') != ''
                FROM tracks
                WHERE id IN (
                    SELECT DISTINCT track_id FROM listens
                    WHERE user_id = ? AND listened_at BETWEEN ? AND ? AND source != ?)
                """,
            arguments: [userID, earliest, latest, source.rawValue])
        while let row = try tracks.next() {
            trackFacts[row[0]] = (PlayMatchKey.key(artistName: row[1], trackName: row[2]), row[3], row[4])
        }
        var candidates: [Candidate] = []
        let listens = try Row.fetchCursor(
            db,
            sql: """
                SELECT listened_at, identity, track_id, duration_ms, source FROM listens
                WHERE user_id = ? AND listened_at BETWEEN ? AND ? AND source != ? ORDER BY listened_at
                """,
            arguments: [userID, earliest, latest, source.rawValue])
        while let row = try listens.next() {
            let trackID: Int64 = row[2]
            let durationMs: Int64? = row[3]
            let listenedAt: Int64 = row[0]
            let duration = max(0, (durationMs ?? 0) / 1000)
            let storedSource: String = row[4]
            let facts = trackFacts[trackID]
            let resolution = storedResolution(listenedAt: listenedAt, duration: duration, source: storedSource)
            candidates.append(
                Candidate(
                    listenedAt: listenedAt, identity: row[1], matchKey: facts?.matchKey ?? 0, duration: duration, resolution: resolution,
                    richness: PlayRecordRichness(
                        mapped: facts?.mapped ?? false, secondExact: resolution == 1, hasDuration: (durationMs ?? 0) > 0,
                        hasRelease: facts?.hasRelease ?? false, source: ListenSource(rawValue: storedSource) ?? .demo)))
        }
        var partnered: Set<ListenKey> = []
        var merged: Set<ListenKey> = []
        let merges = try Row.fetchCursor(
            db,
            sql: """
                SELECT listened_at, identity, into_listened_at, into_identity FROM merged_listens
                WHERE user_id = ? AND source = ?
                    AND (listened_at BETWEEN ? AND ? OR into_listened_at BETWEEN ? AND ?)
                """,
            arguments: [userID, source.rawValue, plays.lowerBound, plays.upperBound, earliest, latest])
        while let row = try merges.next() {
            merged.insert(ListenKey(listenedAt: row[0], identity: row[1]))
            partnered.insert(ListenKey(listenedAt: row[2], identity: row[3]))
        }
        return CrossSourceMatch(candidates: candidates, partnered: partnered, merged: merged)
    }

    /// How many seconds a stored time may stand for. The store keeps no resolution, but the
    /// sources that give only minutes leave a mark: a Last.fm time on the minute, a Spotify
    /// play whose end (start + played) is on the minute. A second-exact time that happens to
    /// fall on the minute is widened too, which only lets it match a play up to 59 s later.
    static func storedResolution(listenedAt: Int64, duration: Int64, source: String?) -> Int64 {
        switch source.flatMap(ListenSource.init(rawValue:)) {
        case .lastfm: listenedAt % 60 == 0 ? 60 : 1
        case .spotify: (listenedAt + duration) % 60 == 0 ? 60 : 1
        default: 1
        }
    }
}
