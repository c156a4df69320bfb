import Foundation
import ListenModel

/// Decodes the common Last.fm scrobble CSVs: `artist,album,track,date` with `dd Mon yyyy HH:MM`
/// UTC dates (lastfm-to-csv), with or without a header, and the header-named forms with
/// `uts`/`utc_time` and MBID columns.
///
/// A quoted field may hold a newline, so a line with an open quote waits for the next one.
struct LastFMCSVDecoder: RecordDecoder {
    let options: ImportOptions

    /// Which column holds what.
    private struct Columns {
        var artist = 0
        var album: Int? = 1
        var track = 2
        var date: Int? = 3
        var uts: Int?
        var artistMBID: Int?
        var albumMBID: Int?
        var trackMBID: Int?
    }

    private var columns: Columns?
    private var carry: [UInt8] = []
    private var carryLine = 0

    init(options: ImportOptions) {
        self.options = options
    }

    mutating func decode(_ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder) -> SkipReason? {
        if !carry.isEmpty {
            carry.append(0x0A)
            carry.append(contentsOf: record)
        }
        let complete = carry.isEmpty ? Self.quotesBalance(record) : carry.withUnsafeBytes { Self.quotesBalance($0) }
        guard complete else {
            if carry.isEmpty {
                carry.append(contentsOf: record)
                carryLine = line
            }
            return nil
        }
        let recordLine = carry.isEmpty ? line : carryLine
        let fields = carry.isEmpty ? CSVFields.split(record) : carry.withUnsafeBytes { CSVFields.split($0) }
        carry.removeAll(keepingCapacity: true)
        return decode(fields: fields, line: recordLine, into: &builder)
    }

    /// A record still open at the end of the file (its quote never closed) is bad CSV.
    mutating func finish() -> (line: Int, reason: SkipReason)? {
        guard !carry.isEmpty else { return nil }
        carry.removeAll()
        return (carryLine, .badCSV)
    }

    private mutating func decode(fields: [String], line: Int, into builder: inout BatchBuilder) -> SkipReason? {
        if columns == nil {
            if let header = Self.header(fields) {
                columns = header
                return nil
            }
            columns = fields.count >= 8 && Int(fields[0]) != nil ? Self.lastFMStatsColumns : Columns()
        }
        guard let columns else { return .badCSV }
        func field(_ index: Int?) -> String? {
            guard let index, index < fields.count else { return nil }
            let value = fields[index]
            return value.isEmpty ? nil : value
        }
        guard fields.count > columns.track, fields.count > columns.artist else { return .badCSV }
        var resolution: Int64 = 1
        var time = field(columns.uts).flatMap { Int64($0) }
        if time == nil, let date = field(columns.date) {
            time = UTCDateParser.lastFM(date) ?? UTCDateParser.iso(date) ?? Int64(date)
            resolution = UTCDateParser.resolution(of: date)
        }
        guard let time else { return .noTimestamp }
        let artist = ListenName.cleaned(fields[columns.artist]) ?? ""
        let title = ListenName.cleaned(fields[columns.track]) ?? ""
        if let problem = ListenCheck.problem(time: time, artist: artist, track: title, options: options) {
            return problem
        }
        var mapping: MBIDMapping?
        if let recordingMBID = field(columns.trackMBID) {
            mapping = MBIDMapping(
                recordingMBID: recordingMBID, recordingName: title, releaseMBID: field(columns.albumMBID),
                artists: [CreditedArtist(name: artist, mbid: field(columns.artistMBID))])
        }
        let track = Track(
            artistName: artist, trackName: title, releaseName: field(columns.album).flatMap(ListenName.cleaned), mapping: mapping)
        builder.append(
            listenedAt: time, trackIndex: builder.index(of: track), durationMs: nil, line: line, resolution: resolution)
        return nil
    }

    /// `uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid` without its header.
    private static let lastFMStatsColumns = Columns(
        artist: 2, album: 4, track: 6, date: 1, uts: 0, artistMBID: 3, albumMBID: 5, trackMBID: 7)

    /// The columns a header names, or nil when the record is not a header.
    private static func header(_ fields: [String]) -> Columns? {
        let names = fields.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }
        func column(_ candidates: String...) -> Int? { names.firstIndex { candidates.contains($0) } }
        guard let artist = column("artist", "artist_name", "artist name"),
            let track = column("track", "track_name", "track name", "title", "name")
        else { return nil }
        return Columns(
            artist: artist, album: column("album", "album_name", "album name", "release"), track: track,
            date: column("date", "utc_time", "time", "date_utc", "scrobble time"),
            uts: column("uts", "timestamp", "unix_timestamp"),
            artistMBID: column("artist_mbid", "artist mbid"), albumMBID: column("album_mbid", "album mbid"),
            trackMBID: column("track_mbid", "track mbid", "recording_mbid"))
    }

    private static func quotesBalance(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var quotes = 0
        for byte in bytes where byte == UInt8(ascii: "\"") { quotes += 1 }
        return quotes % 2 == 0
    }
}
