/// What a MusicBrainz tag is attached to: ListenBrainz's metadata answers tags of the
/// recording, of each credited artist and of the release group.
public enum MetadataEntityKind: Int, Hashable, Sendable, Codable, CaseIterable {
    case recording = 0
    case artist = 1
    case releaseGroup = 2
}
