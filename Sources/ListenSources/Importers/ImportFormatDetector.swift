import Foundation
import ZIPFoundation

/// Recognises what kind of file a path is from its first bytes (and, for an empty array, its
/// name), so a wrong file fails at once with a clear error instead of as a million bad lines.
enum ImportFormatDetector {
    static func detect(path: String) throws -> ImportFormat {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImportError(code: .notFound, file: path, message: "no such file or folder; check the path")
        }
        if isDirectory.boolValue {
            guard try ExportMembers(paths: folderMembers(path)).isExport else {
                throw wrongKind(path, "this folder holds no unpacked ListenBrainz export (no listens/<year>/<month>.jsonl)")
            }
            return .listenBrainzFolder
        }
        let head = try FileChunks.head(path: path, label: path)
        guard !head.isEmpty else { throw wrongKind(path, "the file is empty") }
        if head.starts(with: [0x50, 0x4B]) {
            guard try ExportMembers(paths: zipMembers(path)).isExport else {
                throw wrongKind(path, "this zip is not a ListenBrainz export (it has no listens/<year>/<month>.jsonl)")
            }
            return .listenBrainzZip
        }
        if head.contains(0) {
            throw wrongKind(path, "this is a binary file, not a listening history (it starts with \(hexPrefix(head)))")
        }
        let text = String(decoding: head, as: UTF8.self)
        let body = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if body.hasPrefix("[") {
            if text.contains("\"ms_played\"") { return .spotifyExtended }
            if text.contains("\"msPlayed\"") { return .spotifyAccountData }
            if text.contains("\"listened_at\"") || text.contains("\"track_metadata\"") { return .listenBrainzJSONArray }
            if body.dropFirst().drop(while: \.isWhitespace).hasPrefix("]") {
                let name = (path as NSString).lastPathComponent
                if name.hasPrefix("Streaming_History") { return .spotifyExtended }
                if name.hasPrefix("StreamingHistory") { return .spotifyAccountData }
                return .listenBrainzJSONArray
            }
            throw wrongKind(path, "this JSON array holds neither ListenBrainz listens nor Spotify plays")
        }
        if body.hasPrefix("{") {
            // isNewline: Swift reads "\r\n" as one Character, equal to neither "\r" nor "\n".
            let firstLine = body.prefix { !$0.isNewline }
            if firstLine.contains("\"listened_at\"") || firstLine.contains("\"track_metadata\"") {
                return .listenBrainzJSONL
            }
            throw wrongKind(path, "this JSON holds no listens (its first line has no listened_at or track_metadata)")
        }
        let firstLine = Array(body.prefix { !$0.isNewline }.utf8)
        if looksLikeScrobbleCSV(firstLine) { return .lastFMCSV }
        throw wrongKind(path, "this is not a ListenBrainz export, Last.fm CSV or Spotify streaming history")
    }

    /// The relative paths of the files in an unpacked export folder.
    static func folderMembers(_ path: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw ImportError(code: .unreadable, file: path, message: "cannot list the folder; check its permissions")
        }
        var members: [String] = []
        while let member = enumerator.nextObject() as? String { members.append(member) }
        return members
    }

    /// The paths of the files in a zip.
    static func zipMembers(_ path: String) throws -> [String] {
        try openArchive(path).compactMap { $0.type == .file ? $0.path : nil }
    }

    static func openArchive(_ path: String) throws -> Archive {
        do {
            return try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw ImportError(
                code: .corrupt, file: path,
                message: "the zip is damaged or incomplete; download the export again",
                cause: String(describing: error))
        }
    }

    private static func looksLikeScrobbleCSV(_ line: [UInt8]) -> Bool {
        let fields = line.withUnsafeBytes { CSVFields.split($0) }.map { $0.lowercased() }
        if fields.contains("artist") && (fields.contains("track") || fields.contains("title")) { return true }
        if fields.count >= 8, Int(fields[0]) != nil { return true }
        return fields.count >= 4 && (UTCDateParser.lastFM(fields[3]) != nil || UTCDateParser.iso(fields[3]) != nil)
    }

    private static func wrongKind(_ path: String, _ message: String) -> ImportError {
        ImportError(
            code: .wrongKind, file: path,
            message: message + "; pass a ListenBrainz export (zip, folder, .jsonl or .json), a Last.fm CSV or a Spotify history JSON")
    }

    private static func hexPrefix(_ bytes: [UInt8]) -> String {
        bytes.prefix(4).map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
