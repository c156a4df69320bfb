import Foundation

/// Writes files so a reader (or a killed run) only ever sees the old bytes or the new ones.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `url` and renames it over `url`; leaves the file
    /// untouched when it already holds exactly these bytes. Returns whether it wrote.
    @discardableResult
    static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: url.path), existing == data {
            return false
        }
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw ReportsError(code: .output, message: "cannot replace \(url.path)", cause: reason)
            }
        } catch let error as ReportsError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ReportsError(
                code: .output, message: "cannot write \(url.path); check that the folder is writable",
                cause: String(describing: error))
        }
        return true
    }

    /// Whether `name` is one of the temporary files `write` makes (`.<name>.<UUID>.tmp`).
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let withoutSuffix = name.dropLast(4)
        return withoutSuffix.count > 38 && UUID(uuidString: String(withoutSuffix.suffix(36))) != nil
            && withoutSuffix.dropLast(36).hasSuffix(".")
    }

    @discardableResult
    static func write(_ text: String, to url: URL) throws -> Bool {
        try write(Data(text.utf8), to: url)
    }
}
