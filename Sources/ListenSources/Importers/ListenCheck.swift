import ListenModel

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

    /// For names already cleaned (`ListenName`): a blank one is missing.
    static func problem(artist: String, track: String) -> SkipReason? {
        if ListenName.isBlank(artist) { return .emptyArtist }
        if ListenName.isBlank(track) { return .emptyTrack }
        return nil
    }

    /// The same check on the UTF-8 of the names, for decoders that make no `String`s.
    static func problem(artist: UnsafeRawBufferPointer, track: UnsafeRawBufferPointer) -> SkipReason? {
        if ListenName.isBlank(artist) { return .emptyArtist }
        if ListenName.isBlank(track) { return .emptyTrack }
        return nil
    }
}
