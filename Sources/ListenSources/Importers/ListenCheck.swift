/// The checks every format applies to a decoded listen before it may be stored.
enum ListenCheck {
    /// Why a listen at `time` by `artist` of `track` is not a listen, or nil when it is one.
    static func problem(time: Int64, artist: String, track: String, options: ImportOptions) -> SkipReason? {
        if let reason = problem(time: time, options: options) { return reason }
        return problem(artist: artist, track: track)
    }

    static func problem(time: Int64, options: ImportOptions) -> SkipReason? {
        if time < options.earliest { return .before2002 }
        if time > options.now { return .inFuture }
        return nil
    }

    static func problem(artist: String, track: String) -> SkipReason? {
        if isBlank(artist) { return .emptyArtist }
        if isBlank(track) { return .emptyTrack }
        return nil
    }

    /// The same check on the UTF-8 of the names, for decoders that make no `String`s.
    static func problem(artist: UnsafeRawBufferPointer, track: UnsafeRawBufferPointer) -> SkipReason? {
        if isBlank(artist) { return .emptyArtist }
        if isBlank(track) { return .emptyTrack }
        return nil
    }

    /// Whether every scalar is white space; ASCII is checked byte by byte (its white space is
    /// U+0009–U+000D and U+0020), anything else through `String`.
    private static func isBlank(_ utf8: UnsafeRawBufferPointer) -> Bool {
        var ascii = true
        for byte in utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte != 0x20, !(0x09...0x0D).contains(byte) { return false }
        }
        return ascii || isBlank(String(decoding: utf8, as: UTF8.self))
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
