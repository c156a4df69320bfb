/// The steps one `listenstats run` will take: each user's, in order, then the shared ones.
struct RunPlan: Sendable {
    /// One user's turn: their steps in the order they run.
    struct UserRun: Sendable {
        var user: UserConfiguration
        var steps: [RunStep]
    }

    var users: [UserRun]
    /// Steps over everyone's data after all users had their turn (the site).
    var finishing: [RunStep]
}
