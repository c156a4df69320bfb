import Foundation
import Logging

/// The command line's log handler: one record per line on standard error, as text for
/// people or as JSON for collectors, with secrets scrubbed.
///
/// The command builds its `Logger` with this handler and hands it down; nothing calls
/// `LoggingSystem.bootstrap`, so libraries and tests never share global logging state.
struct ListenStatsLogHandler: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    let format: LogFormat
    /// Colour the level, and leave out the time a person can see anyway.
    let styled: Bool
    let scrubber: SecretScrubber
    let sink: OutputSink
    let clock: @Sendable () -> Date

    init(
        level: Logger.Level, format: LogFormat, styled: Bool, scrubber: SecretScrubber, sink: OutputSink,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        logLevel = level
        self.format = format
        self.styled = styled
        self.scrubber = scrubber
        self.sink = sink
        self.clock = clock
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields = metadata
        if let provided = metadataProvider?.get() { fields.merge(provided) { _, new in new } }
        if let extra = event.metadata { fields.merge(extra) { _, new in new } }
        let message = scrubber.scrub(event.message.description)
        let line =
            switch format {
            case .json: jsonLine(level: event.level, message: message, fields: fields)
            case .text: textLine(level: event.level, message: message, fields: fields)
            }
        sink.write(line + "\n")
    }

    /// A line for a person: what it quotes (names, paths, a server's words) is escaped as on
    /// any terminal (`TerminalText`), so a record stays one line and cannot restyle the
    /// terminal; a JSON record keeps it exact.
    private func textLine(level: Logger.Level, message rawMessage: String, fields: Logger.Metadata) -> String {
        let message = TerminalText.escaped(rawMessage)
        let user = fields["user"].map { "[\(TerminalText.escaped($0.description))] " } ?? ""
        let rest = fields.filter { $0.key != "user" }.sorted { $0.key < $1.key }
            .map { " \($0.key)=\(TerminalText.escaped(scrubber.scrub($0.value.description)))" }.joined()
        if styled {
            return "\(Self.styledTag(level))\(user)\(message)\(rest)"
        }
        let time = clock().formatted(.iso8601)
        return "\(time) \(level.rawValue) \(user)\(message)\(rest)"
    }

    private func jsonLine(level: Logger.Level, message: String, fields: Logger.Metadata) -> String {
        var object: [String: String] = [:]
        for (key, value) in fields { object[key] = scrubber.scrub(value.description) }
        object["time"] = clock().formatted(.iso8601)
        object["level"] = level.rawValue
        object["message"] = message
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(object) else { return #"{"level":"error","message":"unencodable log record"}"# }
        return String(decoding: data, as: UTF8.self)
    }

    private static func styledTag(_ level: Logger.Level) -> String {
        switch level {
        case .trace, .debug: "\u{1B}[2mdebug:\u{1B}[0m "
        case .info, .notice: ""
        case .warning: "\u{1B}[33mwarning:\u{1B}[0m "
        case .error, .critical: "\u{1B}[31merror:\u{1B}[0m "
        }
    }
}
