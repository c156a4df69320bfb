import ListenModel

/// The key that makes two listens "the same listen": same user, same second, and the same
/// submitted artist and title compared without case.
///
/// It is a 64-bit FNV-1a hash so the listens table holds integers only
/// (`EncodedTrack.identity(artistName:trackName:)`, which importers compute where they decode
/// tracks). FNV is written out because Swift's `Hasher` is seeded per process and would not
/// be stable on disk.
enum ListenIdentity {
    static func hash(artistName: String, trackName: String) -> Int64 {
        var artistName = artistName
        var trackName = trackName
        return artistName.withUTF8 { artist in
            trackName.withUTF8 { title in
                EncodedTrack.identity(artistName: UnsafeRawBufferPointer(artist), trackName: UnsafeRawBufferPointer(title))
            }
        }
    }

    static func hash(of track: Track) -> Int64 {
        hash(artistName: track.artistName, trackName: track.trackName)
    }
}
