extension Doctor {
    /// The config file: loads, its warnings, and tokens that will not be found at run time.
    func configurationFindings() -> [DoctorFinding] {
        switch configuration {
        case let .failure(error):
            return error.issues.map { issue in
                issue.severity == .error
                    ? .problem("config", issue.description, fix: "edit the file; `listenstats config check` lists every problem")
                    : .warning("config", issue.description, fix: nil)
            }
        case let .success(loaded):
            guard let file = loaded.file else {
                return [.warning("config", "no config file; `run` has no users", fix: "write ~/.config/listenstats/config.yaml (docs/configuration.md)")]
            }
            var findings: [DoctorFinding] = [.ok("config", "\(file): \(loaded.configuration.users.count) user(s)")]
            findings += loaded.warnings.map { .warning("config", $0.description, fix: nil) }
            // Listens and statistics are public, so no token is fine; a named variable that is
            // unset is a mistake, usually a crontab or unit without the environment.
            for user in loaded.configuration.users {
                guard let variable = user.tokenVariable, environment.nonEmpty(variable) == nil else { continue }
                findings.append(
                    .warning("config", "\(variable) (token_env of '\(user.name)') is not set", fix: "export \(variable) where `run` runs (crontab line, systemd EnvironmentFile)"))
            }
            return findings
        }
    }
}
