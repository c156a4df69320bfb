import Foundation

/// Foundation's file errors (`CocoaError`, `POSIXError`, `NSError` in the POSIX domain) as the
/// exit codes cron scripts branch on: a file that cannot be written or a full disk is 73, a
/// file that is not there 66.
enum FileSystemFailure {
    /// The status for `error`, or nil when it is not a file-system error.
    static func status(of error: any Error) -> ExitStatus? {
        if let error = error as? CocoaError {
            if error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile { return .noInput }
            if let posix = error.underlying.flatMap(posixCode(of:)) { return status(ofPOSIX: posix) }
            return error.isFileError ? .cannotCreate : nil
        }
        if let code = posixCode(of: error) { return status(ofPOSIX: code) }
        return nil
    }

    /// What went wrong, with the system's words for it ("No space left on device").
    static func message(of error: any Error) -> String {
        let nsError = error as NSError
        var text = nsError.localizedDescription
        if let code = (error as? CocoaError)?.underlying.flatMap(posixCode(of:)) ?? posixCode(of: error) {
            let reason = String(cString: strerror(code))
            if !text.contains(reason) { text += " (\(reason))" }
        }
        return text
    }

    private static func status(ofPOSIX code: Int32) -> ExitStatus {
        switch code {
        case ENOENT: .noInput
        case EINTR, EAGAIN: .temporaryFailure
        default: .cannotCreate
        }
    }

    private static func posixCode(of error: any Error) -> Int32? {
        if let error = error as? POSIXError { return error.code.rawValue }
        let nsError = error as NSError
        return nsError.domain == NSPOSIXErrorDomain ? Int32(nsError.code) : nil
    }
}

extension CocoaError {
    /// The POSIX error underneath, when Foundation kept it.
    fileprivate var underlying: (any Error)? {
        (self as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
    }
}
