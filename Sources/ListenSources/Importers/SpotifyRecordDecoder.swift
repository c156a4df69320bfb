import ListenModel

/// Decodes one play of a Spotify streaming history, in the extended form
/// (`Streaming_History_Audio_*.json`) or the account-data form (`StreamingHistory*.json`).
///
/// Spotify stamps a play when it *ends*; ListenBrainz and Last.fm stamp when it starts. The
/// listen is stored at `end - ms_played` so the same play lines up across sources.
struct SpotifyRecordDecoder: RecordDecoder {
    let options: ImportOptions

    /// The fields of one play, under either form's names.
    private struct Play {
        var end: String?
        var msPlayed: Int64?
        var track: String?
        var artist: String?
        var album: String?
        var isPodcast = false
        var isAudiobook = false
    }

    mutating func decode(_ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder) -> SkipReason? {
        var cursor = JSONCursor(record)
        let play: Play
        do {
            play = try Self.scan(&cursor)
        } catch {
            return .badJSON
        }
        guard let endText = play.end, let end = UTCDateParser.iso(endText) else { return .noTimestamp }
        if play.isPodcast { return .podcast }
        if play.isAudiobook { return .audiobook }
        guard let trackName = play.track else { return .notMusic }
        let title = ListenName.cleaned(trackName) ?? ""
        let artist = play.artist.flatMap(ListenName.cleaned) ?? ""
        let played = max(0, play.msPlayed ?? 0)
        // A minimum too large to express in milliseconds is longer than any play.
        let (minimumMs, overflow) = Int64(options.minimumPlaySeconds).multipliedReportingOverflow(by: 1000)
        if overflow || played < minimumMs { return .tooShort }
        let start = end - played / 1000
        if let problem = ListenCheck.problem(time: start, artist: artist, track: title, options: options) {
            return problem
        }
        let track = Track(artistName: artist, trackName: title, releaseName: play.album.flatMap(ListenName.cleaned))
        builder.append(
            listenedAt: start, trackIndex: builder.index(of: track), durationMs: Listen.plausibleDuration(milliseconds: played),
            line: line, resolution: UTCDateParser.resolution(of: endText))
        return nil
    }

    private static func scan(_ cursor: inout JSONCursor) throws -> Play {
        var play = Play()
        var members = try cursor.beginObject()
        while let key = try cursor.nextKey(&members) {
            if cursor.matches(key, "ts") || cursor.matches(key, "endTime") {
                play.end = try cursor.readStringLeniently()
            } else if cursor.matches(key, "ms_played") || cursor.matches(key, "msPlayed") {
                play.msPlayed = try cursor.readTruncatedInteger()
            } else if cursor.matches(key, "master_metadata_track_name") || cursor.matches(key, "trackName") {
                play.track = try cursor.readStringLeniently()
            } else if cursor.matches(key, "master_metadata_album_artist_name") || cursor.matches(key, "artistName") {
                play.artist = try cursor.readStringLeniently()
            } else if cursor.matches(key, "master_metadata_album_album_name") {
                play.album = try cursor.readStringLeniently()
            } else if cursor.matches(key, "episode_name") || cursor.matches(key, "spotify_episode_uri")
                || cursor.matches(key, "episodeName") || cursor.matches(key, "podcastName")
            {
                play.isPodcast = try cursor.readStringLeniently() != nil || play.isPodcast
            } else if cursor.matches(key, "audiobook_title") || cursor.matches(key, "audiobook_uri")
                || cursor.matches(key, "audiobook_chapter_uri")
            {
                play.isAudiobook = try cursor.readStringLeniently() != nil || play.isAudiobook
            } else {
                try cursor.skipValue()
            }
        }
        guard cursor.isAtEnd else { throw JSONCursor.Malformed() }
        return play
    }
}
