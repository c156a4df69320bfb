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
