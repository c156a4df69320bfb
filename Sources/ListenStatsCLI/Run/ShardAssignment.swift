import Reports

/// Which of a sharded run's shards this process is, and which users are its own.
///
/// A user's shard is a jump consistent hash (Lamping and Veach, 2014) of a stable hash of the
/// exact bytes of their name: the same on every machine and every run, spread evenly, and when
/// the number of shards grows from N to M, only the users that must move do, each into one of
/// the new shards (`ShardMoves` carries them over; a run never does).
struct ShardAssignment: Sendable, Equatable, CustomStringConvertible {
    /// From 0.
    var index: Int
    var count: Int

    /// The environment variables schedulers set to a task's index, in the order they are read.
    static let indexVariables = ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"]
    /// The placeholder in `database` (and `cover_cache`) that each shard fills with its index.
    static let placeholder = "{shard}"

    var description: String { "shard \(index) of \(count)" }

    /// Whether `user` belongs to this shard.
    func holds(_ user: String) -> Bool {
        Self.home(of: user, count: count) == index
    }

    /// The shard `user` belongs to among `count`.
    static func home(of user: String, count: Int) -> Int {
        var hasher = StableHasher()
        hasher.combine(user)
        var key = hasher.words.0
        var bucket: Int64 = -1
        var next: Int64 = 0
        while next < Int64(count) {
            bucket = next
            key = key &* 2_862_933_555_777_941_757 &+ 1
            next = Int64(Double(bucket + 1) * (Double(Int64(1) << 31) / Double((key >> 33) + 1)))
        }
        return Int(bucket)
    }

    /// The shard this `run` is: `--shard I/N` or `--shard I` (with `shards: N` configured), else
    /// the scheduler's index variable when `shards` is more than 1; nil for an unsharded run.
    /// Throws a usage error for a malformed flag and a configuration error for the rest.
    static func resolve(flag: String?, configured: Int?, environment: [String: String]) throws -> ShardAssignment? {
        if let flag {
            let parts = flag.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard (1...2).contains(parts.count), let index = Int(parts[0]), index >= 0,
                let count = parts.count == 2 ? Int(parts[1]) : configured, count >= 1
            else {
                throw CLIError(
                    "--shard takes I/N, the shard's index from 0 and the number of shards (e.g. --shard 2/4), or I alone with 'shards: N' in the config; not '\(flag)'",
                    status: .usage)
            }
            guard index < count else {
                throw CLIError("--shard \(flag): the index runs from 0 to \(count - 1)", status: .usage)
            }
            if let configured, configured != count {
                throw CLIError(
                    "--shard \(flag) says \(count) shards but the config says 'shards: \(configured)'; to change the number of shards, run `listenstats reshard --to \(count)` and then set 'shards: \(count)'",
                    status: .configuration)
            }
            return ShardAssignment(index: index, count: count)
        }
        guard let configured, configured > 1 else { return nil }
        for variable in indexVariables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            guard let index = Int(value), (0..<configured).contains(index) else {
                let hint =
                    variable == "SLURM_ARRAY_TASK_ID"
                    ? "submit the array as --array=0-\(configured - 1)" : "give the Indexed Job completions: \(configured)"
                throw CLIError(
                    "\(variable)=\(value) is not a shard of 'shards: \(configured)' (0 to \(configured - 1)); \(hint)",
                    status: .configuration)
            }
            return ShardAssignment(index: index, count: configured)
        }
        throw CLIError(
            "the config splits the users into \(configured) shards: pass --shard I (0 to \(configured - 1)) or --merge, or run under a scheduler that sets \(indexVariables.joined(separator: " or "))",
            status: .configuration)
    }
}
