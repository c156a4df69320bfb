import ListenModel

/// Decodes ListenBrainz listens in every form they come in: export lines (`recording_msid`
/// inside `track_metadata` or at the top, `mbid_mapping: null` when unmapped, fractional
/// timestamps) and API-form listens from the old single-array export.
///
/// Tracks are interned by the raw bytes of their metadata in a table shared by every reader
/// of the input, so a track is decoded once however often and by whichever thread it was
/// played, straight from the line's bytes into the form the store writes (`EncodedTrack`,
/// through `TrackTexts`: no `String`s); a repeated line costs a scan, a hash and a compare.
/// The listens it appends carry the table's track numbers and the batches no tracks: the
/// writer takes them from the table.
struct ListenBrainzRecordDecoder: RecordDecoder {
    let options: ImportOptions
    let tracks: SharedTrackTable
    private var scratch: [UInt8] = []
    /// The texts of the track being decoded, reused from track to track.
    private var texts = TrackTexts()

    /// The table's lookups, which every line makes: held apart from `tracks` (which keeps the
    /// table alive), so that they do not retain the object both readers share.
    private let lookup: SharedTrackTable.Lookup

    init(options: ImportOptions, tracks: SharedTrackTable) {
        self.options = options
        self.tracks = tracks
        lookup = tracks.lookup
    }

    /// Where the fields of one line sit in it.
    private struct Fields {
        var listenedAt: Int64?
        var artist: JSONCursor.RawString?
        var track: JSONCursor.RawString?
        var release: JSONCursor.RawString?
        var msid: JSONCursor.RawString?
        var mapping: Range<Int>?
        var durationMs: Int64?
    }

    /// A line scanned whose track is not looked up yet: that waits until the next line has
    /// been scanned (see `decode(_:line:into:skipped:)`). Its key is in `heldKey`, and its
    /// fields point into the key, which holds all the bytes decoding its track needs.
    private struct Held {
        var line: Int
        var time: Int64
        var durationMs: Int64?
        var hash: UInt64
        var fields: Fields
    }
    private var held: Held?
    private var heldKey: [UInt8] = []

    mutating func decode(_ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder) -> SkipReason? {
        var reason: SkipReason?
        decode(record, line: line, into: &builder) { reason = $1 }
        flush(into: &builder) { reason = $1 }
        return reason
    }

    /// Decodes a line but looks its track up only when the next line comes (or `flush`), first
    /// settling the line held before. Finding a line's key in the shared table is a cache miss
    /// or two (its slot, then its record, in a table of a hundred megabytes): looked up at
    /// once, a reader waited for each; held back, the slot is loaded while the next line is
    /// split and the record while it is scanned. Listens reach `builder` in line order; a
    /// line skipped may be reported after the line that follows it.
    mutating func decode(
        _ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void
    ) {
        if let held { lookup.prefetchRecord(hash: held.hash) }
        var cursor = JSONCursor(record)
        guard let fields = try? Self.scan(&cursor) else { return skipped(line, .badJSON) }
        guard let time = fields.listenedAt else { return skipped(line, .noTimestamp) }
        if let problem = ListenCheck.problem(time: time, options: options) { return skipped(line, problem) }

        scratch.removeAll(keepingCapacity: true)
        var inKey = Fields()
        inKey.artist = appendKeyPiece(fields.artist, of: cursor)
        inKey.track = appendKeyPiece(fields.track, of: cursor)
        inKey.release = appendKeyPiece(fields.release, of: cursor)
        inKey.msid = appendKeyPiece(fields.msid, of: cursor)
        if let mapping = fields.mapping {
            let start = scratch.count
            scratch.append(contentsOf: cursor.slice(mapping))
            inKey.mapping = start..<scratch.count
        }
        let hash = scratch.withUnsafeBytes { ImportKeyHash.of($0) }
        lookup.prefetchSlot(hash: hash)
        settleHeld(into: &builder, skipped: skipped)
        swap(&scratch, &heldKey)
        held = Held(line: line, time: time, durationMs: fields.durationMs, hash: hash, fields: inKey)
    }

    /// Settles the line held back, if any: at the end of a file or piece.
    mutating func flush(into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void) {
        settleHeld(into: &builder, skipped: skipped)
    }

    private mutating func settleHeld(into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void) {
        guard let held else { return }
        self.held = nil
        // A copy of the reference, not of the bytes: the closure below changes `self`.
        let key = heldKey
        let resolution = key.withUnsafeBytes { key in
            if let known = lookup.find(key, hash: held.hash) { return known }
            // Decoded outside the table's lock, so the other reader is not kept waiting.
            switch resolveTrack(held.fields, in: JSONCursor(key)) {
            case .success(let track):
                builder.noteSharedTrack()
                return tracks.add(key, hash: held.hash, track: track, reason: .badJSON)
            case .failure(let rejection):
                return tracks.add(key, hash: held.hash, track: nil, reason: rejection.reason)
            }
        }
        switch resolution {
        case .rejected(let reason):
            skipped(held.line, reason)
        case .track(let number):
            let duration = Listen.plausibleDuration(milliseconds: held.durationMs)
            builder.append(listenedAt: held.time, trackIndex: number, durationMs: duration, line: held.line)
        }
    }

    /// Why a line's metadata makes no listen.
    private struct Rejection: Error {
        var reason: SkipReason
    }

    /// Adds a field's raw bytes to the interning key and returns where they are in it; a
    /// quote (which raw string content cannot hold) ends each piece, and 0x01 stands for an
    /// absent field.
    private mutating func appendKeyPiece(_ piece: JSONCursor.RawString?, of cursor: JSONCursor) -> JSONCursor.RawString? {
        var inKey: JSONCursor.RawString?
        if let piece {
            let start = scratch.count
            scratch.append(contentsOf: cursor.rawBytes(piece))
            inKey = JSONCursor.RawString(start: start, end: scratch.count, hasEscapes: piece.hasEscapes)
        } else {
            scratch.append(0x01)
        }
        scratch.append(UInt8(ascii: "\""))
        return inKey
    }

    private static func scan(_ cursor: inout JSONCursor) throws -> Fields {
        var fields = Fields()
        var members = try cursor.beginObject()
        while let key = try cursor.nextKey(&members) {
            if cursor.matches(key, "listened_at") {
                fields.listenedAt = try cursor.readIntegerLeniently()
            } else if cursor.matches(key, "track_metadata") {
                try scanObject(&cursor) { try scanTrackMetadata(&$0, into: &fields) }
            } else if cursor.matches(key, "recording_msid") {
                fields.msid = try lenientString(&cursor) ?? fields.msid
            } else {
                try cursor.skipValue()
            }
        }
        guard cursor.isAtEnd else { throw JSONCursor.Malformed() }
        return fields
    }

    private static func scanTrackMetadata(_ cursor: inout JSONCursor, into fields: inout Fields) throws {
        var members = try cursor.beginObject()
        while let key = try cursor.nextKey(&members) {
            if cursor.matches(key, "artist_name") {
                fields.artist = try lenientString(&cursor)
            } else if cursor.matches(key, "track_name") {
                fields.track = try lenientString(&cursor)
            } else if cursor.matches(key, "release_name") {
                fields.release = try lenientString(&cursor)
            } else if cursor.matches(key, "recording_msid") {
                fields.msid = try lenientString(&cursor) ?? fields.msid
            } else if cursor.matches(key, "mbid_mapping") {
                if cursor.peek() == UInt8(ascii: "{") {
                    fields.mapping = try cursor.skipValueReturningRange()
                } else {
                    try cursor.skipValue()
                }
            } else if cursor.matches(key, "additional_info") {
                try scanObject(&cursor) { try scanAdditionalInfo(&$0, into: &fields) }
            } else {
                try cursor.skipValue()
            }
        }
    }

    /// `additional_info` is free-form: only the duration (and an old msid placement) matter,
    /// and a value of an unexpected type is ignored rather than failing the line.
    private static func scanAdditionalInfo(_ cursor: inout JSONCursor, into fields: inout Fields) throws {
        var members = try cursor.beginObject()
        var durationSeconds: Int64?
        while let key = try cursor.nextKey(&members) {
            if cursor.matches(key, "duration_ms") {
                fields.durationMs = try cursor.readIntegerLeniently()
            } else if cursor.matches(key, "duration") {
                durationSeconds = try cursor.readIntegerLeniently()
            } else if cursor.matches(key, "recording_msid"), fields.msid == nil {
                fields.msid = try lenientString(&cursor)
            } else {
                try cursor.skipValue()
            }
        }
        if fields.durationMs == nil, let milliseconds = Listen.plausibleDuration(seconds: durationSeconds) {
            fields.durationMs = Int64(milliseconds)
        }
    }

    /// Scans an object with `body`; any other value (null, a string, a number) is skipped,
    /// so a field of an unexpected type reads as absent instead of making the line bad JSON.
    private static func scanObject(_ cursor: inout JSONCursor, _ body: (inout JSONCursor) throws -> Void) throws {
        if cursor.peek() == UInt8(ascii: "{") {
            try body(&cursor)
        } else {
            try cursor.skipValue()
        }
    }

    /// A string, or nil for any other value (skipped): valid JSON of an unexpected type is
    /// an absent field, never bad JSON.
    private static func lenientString(_ cursor: inout JSONCursor) throws -> JSONCursor.RawString? {
        if cursor.peek() == UInt8(ascii: "\"") { return try cursor.readRawString() }
        try cursor.skipValue()
        return nil
    }

    /// Encodes a track seen for the first time straight from the bytes of its key (which are
    /// the line's, `fields` pointing into them) into the store's form, or says why its
    /// metadata cannot make a listen.
    private mutating func resolveTrack(_ fields: Fields, in cursor: JSONCursor) -> Result<EncodedTrack, Rejection> {
        texts.removeAll()
        do {
            texts.artistName = try name(fields.artist, in: cursor) ?? 0..<0
            texts.trackName = try name(fields.track, in: cursor) ?? 0..<0
            let problem = texts.bytes.withUnsafeBytes { bytes in
                ListenCheck.problem(
                    artist: UnsafeRawBufferPointer(rebasing: bytes[texts.artistName]),
                    track: UnsafeRawBufferPointer(rebasing: bytes[texts.trackName]))
            }
            if let problem { return .failure(Rejection(reason: problem)) }
            if let range = fields.mapping {
                // The mapping is already known to be well-formed JSON; one of an unexpected
                // shape is left out, like an unmapped listen's.
                var mappingCursor = JSONCursor(cursor.slice(range))
                do {
                    try ListenBrainzMappingDecoder.decode(&mappingCursor, into: &texts, trackName: texts.trackName)
                } catch {
                    texts.clearMapping()
                }
            }
            texts.releaseName = try name(fields.release, in: cursor).flatMap { texts.isBlank($0) ? nil : $0 }
            texts.recordingMSID = try unescaped(fields.msid, in: cursor)
            return .success(EncodedTrack(texts))
        } catch {
            return .failure(Rejection(reason: .badJSON))
        }
    }

    /// Adds the string's unescaped bytes to `texts` as a name, its control characters dropped
    /// (`ListenName`); where they are, nil for an absent field.
    private mutating func name(_ raw: JSONCursor.RawString?, in cursor: JSONCursor) throws -> Range<Int>? {
        guard let raw else { return nil }
        return try texts.appendName { try cursor.appendUnescaped(raw, to: &$0) }
    }

    /// Adds the string's unescaped bytes to `texts`; where they are, nil for an absent field.
    private mutating func unescaped(_ raw: JSONCursor.RawString?, in cursor: JSONCursor) throws -> Range<Int>? {
        guard let raw else { return nil }
        return try texts.append { try cursor.appendUnescaped(raw, to: &$0) }
    }
}
