import ListenModel

extension Milestone {
    /// "Gold", "Silver" or "Bronze": a medal's place in words.
    var medalName: String { ["Gold", "Silver", "Bronze"][max(0, min(2, value - 1))] }

    /// "artist", "album" or "track": what it is about, as the pages say it.
    var subjectNoun: String {
        switch subject {
        case .artist: "artist"
        case .release: "album"
        case .recording, nil: "track"
        }
    }
}
