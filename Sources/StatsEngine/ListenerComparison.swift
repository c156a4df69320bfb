import Foundation
import ListenModel

/// Compares two listeners' all-time artists (`StatsEngine.allTimeArtists`).
///
/// Two histories are two engines with their own ids, so artists are matched by MBID when both
/// have one and otherwise by their name without case (the key ListenBrainz groups by); an
/// artist that is mapped in one history and not in the other is matched by name.
public enum ListenerComparison {
    public static func compare(_ first: [ArtistCount], _ second: [ArtistCount], limit: Int = 25) -> ListenerCompatibility {
        func key(_ artist: ArtistCount) -> String { artist.name.lowercased() }
        var secondByMBID: [String: Int] = [:]
        var secondByName: [String: [Int]] = [:]
        for (index, artist) in second.enumerated() {
            if let mbid = artist.mbid { secondByMBID[mbid] = index }
            secondByName[key(artist), default: []].append(index)
        }
        var shared: [SharedArtist] = []
        var matched: Set<Int> = []  // indices into `second`, so one artist matches once
        for artist in first {
            var partner: Int?
            if let mbid = artist.mbid, let index = secondByMBID[mbid] {
                partner = index
            } else if let candidates = secondByName[key(artist)], candidates.count == 1 {
                partner = candidates[0]
            }
            guard let index = partner, matched.insert(index).inserted else { continue }
            shared.append(SharedArtist(first: artist, second: second[index]))
        }
        let firstTotal = Double(first.reduce(0) { $0 + $1.listenCount })
        let secondTotal = Double(second.reduce(0) { $0 + $1.listenCount })
        let dot = shared.reduce(0.0) { $0 + Double($1.first.listenCount) * Double($1.second.listenCount) }
        let norms =
            (first.reduce(0.0) { $0 + Double($1.listenCount) * Double($1.listenCount) }).squareRoot()
            * (second.reduce(0.0) { $0 + Double($1.listenCount) * Double($1.listenCount) }).squareRoot()
        func weight(_ pair: SharedArtist) -> Double {
            min(Double(pair.first.listenCount) / max(firstTotal, 1), Double(pair.second.listenCount) / max(secondTotal, 1))
        }
        let ordered = shared.sorted { lhs, rhs in
            let (left, right) = (weight(lhs), weight(rhs))
            if left != right { return left > right }
            return ExactText(lhs.first.name) < ExactText(rhs.first.name)
        }
        return ListenerCompatibility(
            similarity: norms > 0 ? dot / norms : 0, sharedArtists: Array(ordered.prefix(limit)),
            sharedArtistCount: shared.count, firstArtistCount: first.count, secondArtistCount: second.count)
    }
}
