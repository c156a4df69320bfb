import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Doctor {
    /// Asks ListenBrainz for each configured user's listen count: the server answers, the
    /// user exists, and the token (sent when there is one) is accepted.
    func apiFindings(_ root: URL) async -> [DoctorFinding] {
        guard case let .success(loaded) = configuration, !loaded.configuration.users.isEmpty else {
            return [.warning("api", "no configured user to ask ListenBrainz about", fix: nil)]
        }
        let session = URLSession(configuration: .ephemeral)
        var findings: [DoctorFinding] = []
        for user in loaded.configuration.users {
            let url = root.appending(path: "1/user").appending(path: user.name).appending(path: "listen-count")
            var request = URLRequest(url: url, timeoutInterval: 10)
            if let token = user.token(in: environment) {
                request.setValue("Token \(token.reveal())", forHTTPHeaderField: "Authorization")
            }
            do {
                let (_, response) = try await session.data(for: request)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                findings.append(Self.finding(status: status, user: user.name, host: root.host() ?? root.absoluteString))
            } catch {
                findings.append(
                    .problem("api", "cannot reach \(root.absoluteString) (\(error.localizedDescription))", fix: "check the network, a proxy, or --api-url"))
                break
            }
        }
        return findings
    }

    private static func finding(status: Int, user: String, host: String) -> DoctorFinding {
        switch status {
        case 200: .ok("api", "\(host) knows '\(user)'")
        case 401, 403: .problem("api", "\(host) refused the token of '\(user)'", fix: "copy a fresh token from https://listenbrainz.org/settings/")
        case 404: .problem("api", "\(host) has no user '\(user)'", fix: "check the user's 'name' in the config (it is the ListenBrainz user name)")
        case 429: .warning("api", "\(host) is rate limiting this machine", fix: "wait a minute")
        default: .problem("api", "\(host) answered HTTP \(status) for '\(user)'", fix: "try again later; see https://status.metabrainz.org")
        }
    }
}
