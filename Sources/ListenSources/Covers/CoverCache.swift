import FileWriting
import Foundation
import ListenModel

/// The folder of downloaded covers: one `<release MBID>-<caa id>-250.jpg` per cover, and
/// `misses.json`, the covers the archive answered 404 for (so a rerun does not ask again).
///
/// Files are written to a temporary name in the same folder and renamed into place, so a
/// cover is either whole or absent, even when the process is killed while writing it.
public struct CoverCache: Sendable {
    public let directory: URL

    /// The ledger of 404s, beside the covers.
    public static let missesFileName = "misses.json"

    public init(directory: URL) {
        self.directory = directory
    }

    /// Where the cover of `key` is (or would be) kept.
    public func file(for key: CoverArtKey) -> URL {
        directory.appendingPathComponent(key.fileName)
    }

    /// The cover of `key` when it is cached.
    public func cachedFile(for key: CoverArtKey) -> URL? {
        let url = file(for: key)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Deletes temporary files a killed run left half written (they never have a cover's name).
    public func removeLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where AtomicFile.isTemporaryName(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Keeps `data` as the cover of `key`, atomically.
    public func store(_ data: Data, for key: CoverArtKey) throws {
        try write(data, to: file(for: key))
    }

    /// The covers the archive has no image for, as the ledger lists them; empty when none
    /// is recorded or the ledger does not read (it is only a cache: the worst case is asking again).
    public func misses() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(Self.missesFileName).path),
            let ledger = try? JSONDecoder().decode(CoverMissLedger.self, from: data)
        else { return [] }
        return Set(ledger.notFound)
    }

    /// Writes the ledger of 404s (file names, sorted), atomically.
    public func recordMisses(_ names: Set<String>) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(CoverMissLedger(notFound: names.sorted()))
        try write(data, to: directory.appendingPathComponent(Self.missesFileName))
    }

    private func write(_ data: Data, to url: URL) throws {
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw CoverFetchError(
                code: .cannotWrite,
                message: "could not write to the cover cache \(directory.path); check it is writable, or set cover_cache (or LISTENSTATS_COVER_CACHE) to another folder",
                cause: String(describing: error))
        }
    }
}
