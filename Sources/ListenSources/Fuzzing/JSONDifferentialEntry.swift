import Foundation
import ListenModel

/// A differential check of the ListenBrainz line scanner (`JSONCursor` in
/// `ListenBrainzRecordDecoder`) against Foundation's `JSONSerialization`, for the fuzz target
/// and the crasher regression tests.
package enum JSONDifferentialEntry {
    /// Why the scanner disagrees with `JSONSerialization` about the line `bytes`, or nil when
    /// they agree. They must agree on valid input: a line `JSONSerialization` reads as an
    /// object is never "bad JSON", and when the line becomes a listen its time, artist and
    /// title are what `JSONSerialization` reads there (cleaned as every name is).
    package static func disagreement(_ bytes: [UInt8]) -> String? {
        // The reader refuses invalid UTF-8 before any decoder sees the line.
        guard bytes.withUnsafeBytes({ UTF8Validation.isValid($0) }), !hasTrailingComma(bytes),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else { return nil }
        // No time bounds: every time the line holds is compared.
        let tracks = SharedTrackTable()
        var decoder = ListenBrainzRecordDecoder(options: ImportOptions(now: .max, earliest: .min), tracks: tracks)
        var builder = BatchBuilder(source: .listenbrainz)
        let reason = bytes.withUnsafeBytes { decoder.decode($0, line: 1, into: &builder) }
        if reason == .badJSON { return "the scanner calls a valid JSON object bad JSON" }
        guard reason == nil else { return nil }
        let batch = builder.take().batch
        guard batch.count == 1, let time = batch.listenedAt.first, let index = batch.trackIndex.first,
            let track = tracks.take(index)
        else { return "the scanner imported the line but produced \(batch.count) listens" }
        if let number = object["listened_at"] as? NSNumber, let expected = wholeSeconds(number), expected != time {
            return "listened_at: the scanner read \(time), JSONSerialization \(expected)"
        }
        let metadata = object["track_metadata"] as? [String: Any]
        // Both sides go through the one rule for names (`ListenName`).
        if let artist = (metadata?["artist_name"] as? String).flatMap(ListenName.cleaned), artist != track.artistName {
            return "artist_name: the scanner read \(track.artistName.debugDescription), JSONSerialization \(artist.debugDescription)"
        }
        if let title = (metadata?["track_name"] as? String).flatMap(ListenName.cleaned), title != track.trackName {
            return "track_name: the scanner read \(track.trackName.debugDescription), JSONSerialization \(title.debugDescription)"
        }
        return nil
    }

    /// Whether a `,` closes an object or array (`{"a": 1, }`): not JSON, though Foundation on
    /// Linux accepts it; the scanner rightly calls it bad, so it is no disagreement.
    private static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
        var inString = false
        var escaped = false
        var lastOutside: UInt8 = 0
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if lastOutside == UInt8(ascii: ",") { return true }
            case UInt8(ascii: "\""):
                inString = true
            default:
                break
            }
            lastOutside = byte
        }
        return false
    }

    /// A JSON number truncated toward zero, as the scanner reads times; nil past Int64, and
    /// nil for a fraction past 2^53, which Foundation has already rounded as a Double.
    private static func wholeSeconds(_ number: NSNumber) -> Int64? {
        let isDouble = String(cString: number.objCType) == "d"
        if isDouble, abs(number.doubleValue) >= 9_007_199_254_740_992 { return nil }
        if !isDouble, let exact = number as? Int64 { return exact }
        return Int64(exactly: number.doubleValue.rounded(.towardZero))
    }
}
