import ArgumentParser
import Foundation
import ListenSources
import ListenStore

/// The one place errors become a message on standard error and an exit code cron can act on.
///
/// Codes follow sysexits(3) where one fits, so scripts can tell a bad flag from a bad network.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case unavailable = 69
    case software = 70
    case cannotCreate = 73
    case temporaryFailure = 75
    case configuration = 78

    /// Prints `error` for a person (ArgumentParser's own errors pass through untouched) and
    /// returns the error ArgumentParser should exit with.
    static func reportingAndMapping(_ error: Error) -> Error {
        switch error {
        case let error as ListenStoreError:
            printError("listenstats: \(error.description)")
            let status: ExitStatus =
                switch error.code {
                case .unknownUser: .noInput
                case .cannotOpen: .cannotCreate
                case .corrupt: .dataError
                case .writeFailed: .cannotCreate
                }
            return ExitCode(status.rawValue)
        case let error as ListenBrainzError:
            printError("listenstats: \(error.description)")
            let status: ExitStatus =
                switch error.code {
                case .unknownUser: .noInput
                case .network, .server: .unavailable
                case .rateLimited, .cancelled: .temporaryFailure
                case .badResponse: .dataError
                case .refused: .configuration
                }
            return ExitCode(status.rawValue)
        case let error as ImportError:
            printError("listenstats: \(error.description)")
            return ExitCode((error.code == .notFound ? ExitStatus.noInput : .dataError).rawValue)
        case let error as CLIError:
            printError("listenstats: \(error.message)")
            return ExitCode(error.status.rawValue)
        default:
            return error
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
