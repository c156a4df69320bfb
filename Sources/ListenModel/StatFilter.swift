/// What to leave out of a report, applied when statistics are computed; stored listens stay.
///
/// Artists and releases match by MBID, or by name compared without case (the way artists
/// are grouped). A listen is left out when any credited artist, its whole artist credit,
/// its release or release group, or its source matches.
public struct StatFilter: Hashable, Sendable, Codable {
    public var excludedArtists: [String]
    public var excludedReleases: [String]
    public var excludedSources: [ListenSource]

    public init(excludedArtists: [String] = [], excludedReleases: [String] = [], excludedSources: [ListenSource] = []) {
        self.excludedArtists = excludedArtists
        self.excludedReleases = excludedReleases
        self.excludedSources = excludedSources
    }

    public static let none = StatFilter()

    public var isEmpty: Bool { excludedArtists.isEmpty && excludedReleases.isEmpty && excludedSources.isEmpty }

    /// The rules of this filter that `leftOut` names: those that left listens out of a range.
    public func keeping(_ leftOut: [LeftOutCount]) -> StatFilter {
        func kept(_ rule: String) -> (String) -> Bool {
            { value in leftOut.contains { $0.rule == rule && $0.value == value } }
        }
        return StatFilter(
            excludedArtists: excludedArtists.filter(kept("artist")), excludedReleases: excludedReleases.filter(kept("release")),
            excludedSources: excludedSources.filter { kept("source")($0.rawValue) })
    }

    /// Every rule, one list after the other (artists, releases, sources), as `LeftOutCount`
    /// names them: a listen two rules match counts for the first.
    public var rules: [(rule: String, value: String)] {
        excludedArtists.map { ("artist", $0) } + excludedReleases.map { ("release", $0) }
            + excludedSources.map { ("source", $0.rawValue) }
    }
}
