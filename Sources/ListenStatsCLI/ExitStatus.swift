import ArgumentParser
import CairoCanvas
import FileWriting
import Foundation
import ListenSources
import ListenStore
import Reports
import StatsEngine

/// The one place errors become a message on standard error and an exit code cron can act on.
///
/// Errors follow sysexits(3) where one fits, so scripts can tell a bad flag from a bad
/// network. Outcomes of `listenstats run` that are not plain success or failure (nothing to
/// do, some users failed, another run busy) take small numbers of their own. The "Exit codes"
/// section of docs/cron.md lists them all.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// An unexpected failure no other code describes.
    case failure = 1
    /// `run`: everything was already up to date; nothing was fetched or written.
    case nothingToDo = 3
    /// `run`: at least one user failed and at least one other was brought up to date.
    case partialFailure = 4
    /// `run`: another run holds the database's lock (after `--wait`, if given).
    case runInProgress = 5
    case usage = 64
    /// Input data is malformed: a bad export file, a corrupt database.
    case dataError = 65
    case noInput = 66
    /// The network or ListenBrainz is unreachable or failing.
    case unavailable = 69
    case software = 70
    case cannotCreate = 73
    case temporaryFailure = 75
    /// The config file (or an option naming a config value) is wrong.
    case configuration = 78

    /// The status and the message a person sees for `error`, or nil for ArgumentParser's own
    /// errors (help, version, usage), which it prints and maps itself.
    ///
    /// This is the only place an error becomes an exit code: a step's name (`PipelineError`)
    /// is added to the message but never hides the kind of failure underneath it.
    static func classify(_ error: Error) -> (status: ExitStatus, message: String)? {
        switch error {
        case let error as PipelineError:
            guard let (status, message) = classify(error.underlying) else {
                return (.failure, error.description)
            }
            return (status, message.isEmpty ? "" : "\(error.step): \(message)")
        case let error as ListenStoreError:
            let status: ExitStatus =
                switch error.code {
                case .unknownUser: .noInput
                case .cannotOpen: .cannotCreate
                case .corrupt, .newerSchema: .dataError
                case .writeFailed: .cannotCreate
                case .busy: .temporaryFailure
                }
            return (status, error.description)
        case let error as ConfigurationError:
            return (.configuration, error.description)
        case let error as ListenBrainzError:
            let status: ExitStatus =
                switch error.code {
                case .unknownUser: .noInput
                case .network, .server: .unavailable
                case .rateLimited, .cancelled: .temporaryFailure
                case .badResponse: .dataError
                case .refused: .configuration
                }
            return (status, error.description)
        case let error as ImportError:
            let status: ExitStatus =
                switch error.code {
                case .notFound: .noInput
                case .wrongKind, .corrupt, .unreadable: .dataError
                }
            return (status, error.description)
        case let error as ReportsError:
            let status: ExitStatus =
                switch error.code {
                case .output: .cannotCreate
                // Templates are chosen by --templates or LISTENSTATS_TEMPLATES: a setting.
                case .template: .configuration
                case .invalidContent: .software
                }
            return (status, error.description)
        case let error as ChartOutputError:
            let status: ExitStatus =
                switch error.code {
                case .writing: .cannotCreate
                case .unknownFormat: .usage
                case .surface, .drawing: .software
                }
            return (status, error.description)
        case let error as CoverFetchError:
            let status: ExitStatus =
                switch error.code {
                case .cannotWrite: .cannotCreate
                case .network: .unavailable
                case .rateLimited, .cancelled: .temporaryFailure
                }
            return (status, error.description)
        case let error as StatsEngineError:
            return (.usage, error.description)
        case let error as AtomicFile.Failure:
            return (.cannotCreate, "cannot write \(error.path): \(error.reason); check that its folder exists and is writable")
        case let error as CLIError:
            return (error.status, error.message)
        case let error as ExitCode:
            return (ExitStatus(rawValue: error.rawValue) ?? .failure, "")
        case is ValidationError, is CleanExit:
            return nil
        default:
            if error is CancellationError { return (.temporaryFailure, "interrupted") }
            if let status = FileSystemFailure.status(of: error) {
                return (status, FileSystemFailure.message(of: error))
            }
            return nil
        }
    }

    /// Prints `error` for a person (ArgumentParser's own errors pass through untouched) and
    /// returns the error ArgumentParser should exit with.
    static func reportingAndMapping(_ error: Error) -> Error {
        guard let (status, message) = classify(error) else { return error }
        if !message.isEmpty {
            // Messages quote names and paths as given; each line is escaped, the breaks kept.
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }
            // Config issues already start with "file:line:"; everything else gets the tool's name.
            let prefixed = error is ConfigurationError ? lines : lines.map { "listenstats: \($0)" }
            printError(prefixed.joined(separator: "\n"))
        }
        return ExitCode(status.rawValue)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension ExitStatus {
    /// A few words for summaries and the exit codes table of docs/cron.md.
    var phrase: String {
        switch self {
        case .success: "success"
        case .failure: "failure"
        case .nothingToDo: "nothing to do"
        case .partialFailure: "partial failure"
        case .runInProgress: "another run holds the lock"
        case .usage: "usage error"
        case .dataError: "data error"
        case .noInput: "no such input"
        case .unavailable: "network or service unavailable"
        case .software: "internal error"
        case .cannotCreate: "cannot write output"
        case .temporaryFailure: "temporary failure, try again"
        case .configuration: "configuration error"
        }
    }
}
