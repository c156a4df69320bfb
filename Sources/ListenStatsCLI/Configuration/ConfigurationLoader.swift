import Foundation
import ListenModel
import Yams

/// Reads and checks a config file, collecting every problem with the line it is on.
///
/// YAML through Yams, because every node Yams composes keeps its line: a wrong time zone
/// is reported at its own line, not just "somewhere in the file". Scalars are read as the
/// text written, never through YAML's type guessing, so `name: no` is the user "no".
struct ConfigurationLoader {
    /// Reads a file's mode bits; injectable so tests need not chmod.
    var isWorldReadable: @Sendable (String) -> Bool = ConfigurationLoader.fileIsWorldReadable
    /// How far the file's aliases may expand; tests lower the bounds.
    var composer = BoundedYAMLComposer()

    /// The configuration in `file`, with its warnings; throws every error found. `variable`
    /// is the environment variable that named the file, if one did, for the messages.
    func load(file: String, namedBy variable: String? = nil) throws(ConfigurationError) -> LoadedConfiguration {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
            defer { try? handle.close() }
            // One byte past the bound tells a file too large from one just at it, without
            // reading a file of any size (or a device that never ends) whole.
            data = try handle.read(upToCount: Self.maximumFileBytes + 1) ?? Data()
        } catch {
            throw ConfigurationError(issues: [
                ConfigurationIssue(
                    file: file, line: nil, severity: .error,
                    message: variable.map { "cannot read the config file \($0) names (\(Self.reason(error))); set \($0) to the config file's path, or pass --config" }
                        ?? "cannot read the config file (\(Self.reason(error))); check the path or pass --config")
            ])
        }
        guard data.count <= Self.maximumFileBytes else { throw ConfigurationError(issues: [Self.tooLargeIssue(file: file)]) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(issues: [
                ConfigurationIssue(
                    file: file, line: nil, severity: .error,
                    message: "the config file is not UTF-8 text; save it as UTF-8, or check that --config names the config file")
            ])
        }
        return try parse(text, file: file)
    }

    /// The largest config file read: a real one is a few kilobytes.
    static let maximumFileBytes = 1 << 20

    /// The configuration written in `text` (named `file` in messages).
    func parse(_ text: String, file: String) throws(ConfigurationError) -> LoadedConfiguration {
        guard text.utf8.count <= Self.maximumFileBytes else { throw ConfigurationError(issues: [Self.tooLargeIssue(file: file)]) }
        let root: Node?
        do {
            root = try composer.compose(text)
        } catch let overrun as BoundedYAMLComposer.Overrun {
            throw ConfigurationError(issues: [Self.overrunIssue(overrun, file: file)])
        } catch {
            throw ConfigurationError(issues: [Self.syntaxIssue(error, file: file)])
        }
        var reader = ConfigurationReader(file: file)
        let configuration = reader.configuration(from: root)
        if reader.mentionsTokenInFile, isWorldReadable(file) {
            reader.issues.append(
                ConfigurationIssue(
                    file: file, line: reader.firstTokenLine, severity: .warning,
                    message: "this file holds a token and anyone on the machine can read it; run `chmod 600 \(file)`, or use token_env"))
        }
        // In file order, as a compiler lists them; issues on one line keep the order found.
        let issues = reader.issues.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
        guard !issues.contains(where: { $0.severity == .error }) else { throw ConfigurationError(issues: issues) }
        return LoadedConfiguration(configuration: configuration, file: file, warnings: issues)
    }

    static func fileIsWorldReadable(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let permissions = attributes[.posixPermissions] as? NSNumber
        else { return false }
        return permissions.intValue & 0o004 != 0
    }

    private static func tooLargeIssue(file: String) -> ConfigurationIssue {
        ConfigurationIssue(
            file: file, line: nil, severity: .error,
            message: "the file is larger than 1 MiB, and a config is a few KB; check that --config (or LISTENSTATS_CONFIG) names the config file")
    }

    private static func overrunIssue(_ overrun: BoundedYAMLComposer.Overrun, file: String) -> ConfigurationIssue {
        let bound =
            switch overrun.bound {
            case .nodes(let count): "\(count) values"
            case .scalarBytes(let bytes): "\(bytes >> 20) MiB of text"
            }
        return ConfigurationIssue(
            file: file, line: overrun.line, severity: .error,
            message: "the aliases (*name) here repeat their anchors past \(bound) in all, far more than a config holds; "
                + "write the values out instead of repeating anchors, or check that this is the config file")
    }

    private static func syntaxIssue(_ error: Error, file: String) -> ConfigurationIssue {
        switch error as? YamlError {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _),
            let .composer(_, problem, mark, _):
            return ConfigurationIssue(file: file, line: mark.line, severity: .error, message: "not valid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigurationIssue(
                file: file, line: context.mark.line, severity: .error,
                message: "the key '\(duplicates.joined(separator: "', '"))' appears twice")
        default:
            return ConfigurationIssue(file: file, line: nil, severity: .error, message: "not valid YAML: \(error)")
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let posix = POSIXErrorCode(rawValue: Int32(code)) {
            return String(cString: strerror(posix.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
