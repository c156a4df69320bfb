import ArgumentParser

/// How log records are written to standard error.
enum LogFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// One line per record, for people (coloured on a terminal) and for cron mail.
    case text
    /// One JSON object per line, for journald, Loki and other log collectors.
    case json
}
