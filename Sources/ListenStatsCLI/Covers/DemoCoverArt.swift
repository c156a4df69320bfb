import CairoCanvas
import Charts
import Foundation
import ListenModel
import ListenSources
import StatsEngine

/// The demo's covers: made-up artwork (`GeneratedCoverArt`) drawn with cairo and encoded by
/// libjpeg for every cover its reports can show, so `listenstats demo` shows covers with no
/// network. The same history gives the same JPEG bytes.
enum DemoCoverArt {
    /// Draws the covers of `history` that `CoverSelection` picks and the cache lacks; returns
    /// how many it wrote. Never replaces a cached file.
    @discardableResult
    static func fill(_ cache: CoverCache, engine: StatsEngine) throws -> Int {
        let history = engine.history
        var names: [CoverArtKey: (release: String, artist: String)] = [:]
        for track in history.tracks {
            guard let mapping = track.mapping, let key = CoverArtKey(releaseMBID: mapping.caaReleaseMBID, caaID: mapping.caaID),
                names[key] == nil
            else { continue }
            names[key] = (track.releaseName ?? mapping.recordingName, mapping.artistCredit)
        }
        var written = 0
        for key in CoverSelection.keys(engine: engine, times: history.listenedAt) where cache.cachedFile(for: key) == nil {
            guard let name = names[key] else { continue }
            let jpeg = try ChartRenderer.renderJPEG(
                GeneratedCoverArt(release: name.release, artist: name.artist), size: GeneratedCoverArt.size, quality: 82)
            try cache.store(jpeg, for: key)
            written += 1
        }
        return written
    }
}
