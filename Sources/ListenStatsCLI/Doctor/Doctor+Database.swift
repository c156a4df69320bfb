import Foundation
import ListenStore

extension Doctor {
    /// The database: there, sound, of a schema this build knows, and what it holds.
    func databaseFindings() -> [DoctorFinding] {
        let path = paths.database
        guard FileManager.default.fileExists(atPath: path) else {
            return [.warning("database", "no database at \(path) yet", fix: "run `listenstats sync`, `listenstats import` or `listenstats run` to create it")]
        }
        let diagnostics: StoreDiagnostics
        do {
            diagnostics = try ListenStore(path: path).diagnostics()
        } catch let error as ListenStoreError where error.code == .corrupt {
            // The store refuses a damaged file when it opens it; this is where that is explained.
            return [
                .problem(
                    "database", "\(path) is damaged: \(error.cause ?? error.message)",
                    fix: "restore a backup, or move it aside and run `listenstats sync` (and your imports) to fetch everything again")
            ]
        } catch {
            return [.problem("database", "cannot open \(path): \(error)", fix: "check its permissions; restore it from a backup if it is damaged")]
        }
        var findings: [DoctorFinding] = []
        if diagnostics.isIntact {
            findings.append(.ok("database", "\(path): integrity ok, \(Self.megabytes(diagnostics.sizeInBytes))"))
        } else {
            findings.append(
                .problem(
                    "database", "\(path) is damaged: \(diagnostics.integrity.prefix(3).joined(separator: "; "))",
                    fix: "restore a backup, or move it aside and run `listenstats sync` to fetch everything again"))
        }
        let schema = diagnostics.appliedMigrations.last ?? "none"
        if diagnostics.unknownMigrations.isEmpty {
            findings.append(.ok("database", "schema: \(schema) (\(diagnostics.appliedMigrations.count) migration(s))"))
        } else {
            findings.append(
                .problem("database", "written by a newer listenstats (\(diagnostics.unknownMigrations.joined(separator: ", ")))", fix: "upgrade listenstats"))
        }
        let users = diagnostics.listensPerUser.map { "\($0.user) \($0.listens)" }.joined(separator: ", ")
        findings.append(.ok("database", diagnostics.listensPerUser.isEmpty ? "no listens stored yet" : "listens: \(users)"))
        return findings
    }

    /// The output and cover cache folders: writable, or creatable.
    func outputFindings() -> [DoctorFinding] {
        [("output", paths.output), ("covers", paths.coverCache)].map { area, path in
            var ancestor = URL(fileURLWithPath: path)
            while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.pathComponents.count > 1 {
                ancestor.deleteLastPathComponent()
            }
            guard FileManager.default.isWritableFile(atPath: ancestor.path) else {
                return .problem(area, "\(path) cannot be written (\(ancestor.path) is not writable)", fix: "chown or chmod \(ancestor.path), or point '\(area == "output" ? "output" : "cover_cache")' elsewhere")
            }
            return .ok(area, path)
        }
    }

    static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
