import ListenModel

/// A local report in ListenBrainz's mode beside ListenBrainz's own numbers for the same range:
/// listens, artists and the top ten, and why they may differ.
struct ComparisonSection: Sendable {
    struct Row: Sendable {
        var label: String
        var local: String
        var server: String
    }

    var available: Bool
    var unavailableMessage: String
    var computed: String
    var rows: [Row]
    var overlap: String
    var onlyHere: String
    var hasOnlyHere: Bool
    var onlyThere: String
    var hasOnlyThere: Bool
    var explanation: String

    init(content: ReportContent) {
        unavailableMessage = ""
        guard let server = content.serverStats else {
            available = false
            computed = ""
            rows = []
            overlap = ""
            onlyHere = ""
            hasOnlyHere = false
            onlyThere = ""
            hasOnlyThere = false
            explanation = ""
            return
        }
        available = true
        let local = content.stats
        let utc = WallClock(named: "UTC")
        let lastUpdated = content.serverStatistics.compactMap(\.lastUpdated).max()
        computed = lastUpdated.map { "ListenBrainz computed its numbers on \(DisplayFormat.day($0, on: utc)) at \(DisplayFormat.clockTime($0, on: utc)) UTC." } ?? ""
        rows = [
            Row(label: "Listens", local: DisplayFormat.count(local.listenCount), server: DisplayFormat.count(server.listenCount)),
            Row(label: "Artists", local: DisplayFormat.count(local.artistCount), server: DisplayFormat.count(server.artistCount)),
            Row(label: "Albums", local: DisplayFormat.count(local.releaseCount), server: DisplayFormat.count(server.releaseCount)),
            Row(label: "Tracks", local: DisplayFormat.count(local.recordingCount), server: DisplayFormat.count(server.recordingCount)),
        ]
        // Artists are the same artist under ListenBrainz's rule: lower-cased name and MBID.
        func key(_ artist: ArtistCount) -> String { artist.name.lowercased() + "\u{1F}" + (artist.mbid ?? "") }
        let here = Array(local.topArtists.prefix(10))
        let there = Array(server.topArtists.prefix(10))
        let thereKeys = Set(there.map(key))
        let hereKeys = Set(here.map(key))
        let shared = here.filter { thereKeys.contains(key($0)) }.count
        overlap = "\(shared) of the top \(max(here.count, there.count)) artists are in both lists."
        onlyHere = here.filter { !thereKeys.contains(key($0)) }.map(\.name).joined(separator: ", ")
        hasOnlyHere = !onlyHere.isEmpty
        onlyThere = there.filter { !hereKeys.contains(key($0)) }.map(\.name).joined(separator: ", ")
        hasOnlyThere = !onlyThere.isEmpty
        if local.listenCount > server.listenCount {
            explanation =
                "listenstats counts \(DisplayFormat.listens(local.listenCount - server.listenCount)) more: ListenBrainz recomputes its statistics once a day, so listens since then (and imported ones it never received) are not in its numbers yet."
        } else if local.listenCount < server.listenCount {
            explanation =
                "ListenBrainz counts \(DisplayFormat.listens(server.listenCount - local.listenCount)) more: they are not stored here yet."
        } else {
            explanation = "Both count the same listens."
        }
    }
}
