import ListenModel

/// Where each selected entity's profile is among a site's `EntityProfiles`, by kind and id
/// (-1 for an entity without one): how a summary's lists find the pages their entries link.
struct EntityPositions: Sendable {
    private var artists: [Int32]
    private var releases: [Int32]
    private var recordings: [Int32]

    init(artistCount: Int, releaseCount: Int, recordingCount: Int) {
        artists = [Int32](repeating: -1, count: artistCount)
        releases = [Int32](repeating: -1, count: releaseCount)
        recordings = [Int32](repeating: -1, count: recordingCount)
    }

    mutating func set(_ kind: EntityKind, _ id: Int32, to position: Int) {
        switch kind {
        case .artist: artists[Int(id)] = Int32(position)
        case .album: releases[Int(id)] = Int32(position)
        case .track: recordings[Int(id)] = Int32(position)
        }
    }

    func release(_ id: Int32) -> Int { Int(releases[Int(id)]) }
    func recording(_ id: Int32) -> Int { Int(recordings[Int(id)]) }
}
