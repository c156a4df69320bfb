import ListenModel

extension EntityKind {
    /// "Artist", "Album", "Track": the page's eyebrow.
    var label: String {
        switch self {
        case .artist: "Artist"
        case .album: "Album"
        case .track: "Track"
        }
    }

    /// "artists", for "#3 of 812 artists".
    var plural: String { rawValue + "s" }
}
