import ListenModel

extension Milestone {
    /// The artist, album or track it is about, as the site's pages name them; nil for an
    /// Eddington number.
    var entityRef: EntityRef? {
        guard let subject, let name else { return nil }
        switch subject {
        case .artist:
            return EntityRef(kind: .artist, name: name, mbid: mbid)
        case .release:
            return EntityRef(kind: .album, name: name, mbid: mbid, artistName: artistName ?? "")
        case .recording:
            return EntityRef(
                kind: .track, name: name, mbid: mbid, artistName: artistName ?? "", releaseName: releaseName,
                releaseMBID: releaseMBID)
        }
    }
}
