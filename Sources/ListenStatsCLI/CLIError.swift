import ArgumentParser

/// An error raised by a command itself, with the exit status it maps to.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var status: ExitStatus

    init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }

    var description: String { message }
}

/// Runs the checks of a `validate()`: ArgumentParser exits with 64 (and shows the usage) only
/// for a `ValidationError`, so a command's own usage errors are turned into one.
func validating(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError where error.status == .usage {
        throw ValidationError(error.message)
    }
}
