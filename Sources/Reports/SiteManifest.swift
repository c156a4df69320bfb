import FileWriting
import Foundation
import JSONWriting

/// The record, kept in the site's folder, of which report was built from which fingerprint.
struct SiteManifest: Codable, Equatable {
    static let fileName = ".listenstats-site.json"
    /// Raised when the code changes what a page shows without its fingerprint's inputs changing
    /// (the templates are hashed, the drawing of charts is not): a manifest of another version
    /// is not read, so every page is built again once. 2: the artist pages' rank chart.
    static let currentVersion = 2

    var version = SiteManifest.currentVersion
    /// Report folder ("rob/week/2026-W47") to the fingerprint it was built from.
    var reports: [String: String] = [:]
    /// The users' folder names, so a user no longer published loses their archive page.
    var userFolders: [String] = []
    /// Report folder to the entity pages its files link, below the user's folder
    /// ("artist/….html"): a report whose fingerprint is unchanged is rebuilt when one of them
    /// is gone (overtaken under `entity_max_pages`, or its listens deleted). Absent from
    /// manifests written before it, whose reports are taken to link only pages that exist.
    var entityLinks: [String: [String]] = [:]

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        reports = try container.decode([String: String].self, forKey: .reports)
        userFolders = try container.decode([String].self, forKey: .userFolders)
        entityLinks = try container.decodeIfPresent([String: [String]].self, forKey: .entityLinks) ?? [:]
    }

    /// Whether every entity page the report `key` linked when it was built is still among
    /// `pages` (its user's, below the user's folder).
    func linkedPagesExist(for key: String, in pages: Set<String>) -> Bool {
        (entityLinks[key] ?? []).allSatisfy(pages.contains)
    }

    /// The manifest in `directory`, or an empty one when there is none or it cannot be read
    /// (then everything is rebuilt, which is always safe).
    static func read(in directory: URL) -> SiteManifest {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path),
            let manifest = try? JSONDecoder().decode(SiteManifest.self, from: data),
            manifest.version == currentVersion
        else { return SiteManifest() }
        return manifest
    }

    func write(in directory: URL) throws {
        // Compact: it is read by the next run, not by people (`jq .` shows it indented), and a
        // heavy site's record of each report's entity links is megabytes indented.
        try AtomicFile.writeOutput(Data(jsonBytes()), to: directory.appendingPathComponent(Self.fileName))
    }
}

extension SiteManifest {
    /// The manifest as `JSONEncoder` writes it with `.sortedKeys` and `.withoutEscapingSlashes`
    /// (the same bytes: members sorted by their keys' UTF-8 bytes), written directly: a heavy
    /// site's manifest is 2 MB of 6,700 fingerprints and 25,000 links, and Foundation's encoder
    /// took 27 ms of a new week's build on one core (this, 3 ms).
    func jsonBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * (reports.count + entityLinks.count) + 32 * entityLinks.values.reduce(0) { $0 + $1.count })
        func sortedKeys<Value>(_ dictionary: [String: Value]) -> [String] {
            dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        func appendArray(_ values: [String]) {
            bytes.append(UInt8(ascii: "["))
            for (offset, value) in values.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                SnakeCaseJSON.appendQuoted(value, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        append("{\"entityLinks\":{")
        for (offset, key) in sortedKeys(entityLinks).enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            SnakeCaseJSON.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendArray(entityLinks[key] ?? [])
        }
        append("},\"reports\":{")
        for (offset, key) in sortedKeys(reports).enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            SnakeCaseJSON.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            SnakeCaseJSON.appendQuoted(reports[key] ?? "", to: &bytes)
        }
        append("},\"userFolders\":")
        appendArray(userFolders)
        append(",\"version\":")
        bytes.append(contentsOf: Array(String(version).utf8))
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
