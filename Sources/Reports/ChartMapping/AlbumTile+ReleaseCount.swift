import Charts
import Foundation
import ListenModel

extension AlbumTile {
    /// A tile for a counted release; its cover is `<directory>/<release MBID>.png` in the cover
    /// cache when one is given (the chart draws a generated tile when the file is missing).
    init(_ release: ReleaseCount, coverDirectory: String?) {
        let mbid = release.caaReleaseMBID ?? release.mbid
        let cover = coverDirectory.flatMap { directory in
            mbid.map { URL(fileURLWithPath: directory).appendingPathComponent("\($0).png").path }
        }
        self.init(release: release.name, artist: release.artistName, listenCount: release.listenCount, coverFile: cover)
    }
}
