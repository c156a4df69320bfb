/// The outcome of a whole run, user by user, and the exit status it adds up to.
struct RunReport: Sendable, Equatable {
    /// One user's steps in order; the first failure ends that user's turn.
    struct UserReport: Sendable, Equatable {
        var user: String
        var steps: [RunStepRecord]

        var failure: (step: String, status: ExitStatus, message: String)? {
            for record in steps {
                if let failure = record.failure { return (record.step, failure.status, failure.message) }
            }
            return nil
        }

        var changed: Bool { steps.contains(where: \.changed) }
    }

    var users: [UserReport]
    var finishing: [RunStepRecord]

    /// Success when something was done and nothing failed; nothing-to-do when nothing
    /// changed; partial failure when some users failed and others made it; when every user
    /// failed, their shared status (e.g. all unreachable: 69), or plain failure if they differ.
    var exitStatus: ExitStatus {
        let failedUsers = users.filter { $0.failure != nil }
        if !failedUsers.isEmpty {
            if failedUsers.count < users.count { return .partialFailure }
            let statuses = Set(failedUsers.compactMap { $0.failure?.status })
            return statuses.count == 1 ? statuses.first ?? .failure : .failure
        }
        if let failure = finishing.lazy.compactMap(\.failure).first { return failure.status }
        let changed = users.contains(where: \.changed) || finishing.contains(where: \.changed)
        return changed ? .success : .nothingToDo
    }
}
