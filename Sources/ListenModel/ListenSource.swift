/// Where a stored listen came from.
public enum ListenSource: String, Hashable, Sendable, Codable, CaseIterable {
    case listenbrainz
    case lastfm
    case spotify
    case demo
}
