import Charts
import Foundation
import ListenModel

extension AlbumTile {
    /// A tile for a counted release; its cover is `<directory>/<release MBID>-<caa id>-250.jpg`
    /// in the cover cache when one is given and the release has Cover Art Archive art (the
    /// chart draws a generated tile when the file is missing or does not decode).
    init(_ release: ReleaseCount, coverDirectory: String?) {
        let cover = coverDirectory.flatMap { directory in
            release.coverArtKey.map { URL(fileURLWithPath: directory).appendingPathComponent($0.fileName).path }
        }
        self.init(release: release.name, artist: release.artistName, listenCount: release.listenCount, coverFile: cover)
    }
}
