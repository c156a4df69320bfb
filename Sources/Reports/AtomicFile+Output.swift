import FileWriting
import Foundation

extension AtomicFile {
    /// Writes a report's or a site's file, leaving one that already holds these very bytes
    /// alone (a rebuilt site keeps its unchanged files' times); a file that cannot be written is
    /// `ReportsError.Code.output`. Returns whether it wrote.
    @discardableResult
    static func writeOutput(_ data: Data, to url: URL) throws -> Bool {
        do {
            return try write(data, to: url, unlessUnchanged: true)
        } catch let failure as Failure {
            throw ReportsError(code: .output, message: "cannot write \(failure.path); check that the folder is writable", cause: failure.reason)
        }
    }

    @discardableResult
    static func writeOutput(_ text: String, to url: URL) throws -> Bool {
        try writeOutput(Data(text.utf8), to: url)
    }
}
