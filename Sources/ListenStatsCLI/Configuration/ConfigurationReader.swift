import Foundation
import ListenModel
import Reports
import Yams

/// Walks a composed YAML tree into a `ListenStatsConfiguration`, noting each problem at its
/// line and carrying on, so one `config check` shows every mistake at once.
struct ConfigurationReader {
    let file: String
    var issues: [ConfigurationIssue] = []
    private(set) var mentionsTokenInFile = false
    private(set) var firstTokenLine: Int?

    init(file: String) {
        self.file = file
    }

    static let topLevelKeys = [
        "database", "cover_cache", "output", "site_title", "base_url", "entity_min_listens", "entity_max_pages", "theme", "formats", "ranges",
        "users", "fetch", "fetch_covers", "milestones", "metadata", "shards",
    ]
    static let userKeys = ["name", "time_zone", "token_env", "token", "import", "exclude", "source", "statistics"]
    static let exclusionKeys = ["artists", "releases", "sources"]
    static let milestoneKeys = ["listen_counts", "every", "tracks", "albums"]

    mutating func configuration(from root: Node?) -> ListenStatsConfiguration {
        var configuration = ListenStatsConfiguration.defaults
        guard let root else { return configuration }
        guard let fields = fields(of: root, allowed: Self.topLevelKeys, what: "the top level") else {
            return configuration
        }
        for (key, value) in fields {
            switch key {
            case "database": configuration.databasePath = path(value, key: key)
            case "cover_cache": configuration.coverCachePath = path(value, key: key)
            case "output": configuration.outputDirectory = path(value, key: key)
            case "site_title": configuration.siteTitle = text(value, key: key) ?? configuration.siteTitle
            case "base_url": configuration.baseURL = siteAddress(value, key: key) ?? configuration.baseURL
            case "entity_min_listens":
                configuration.entityMinimumListens = count(value, key: key) ?? configuration.entityMinimumListens
            case "entity_max_pages":
                configuration.entityMaximumPages = count(value, key: key, minimum: 1) ?? configuration.entityMaximumPages
            case "theme": configuration.theme = choice(value, key: key) ?? configuration.theme
            case "formats": configuration.formats = choices(value, key: key, aliases: ["markdown": .markdown]) ?? configuration.formats
            case "ranges": configuration.ranges = choices(value, key: key) ?? configuration.ranges
            case "fetch":
                if let kinds: [FetchKind] = choices(value, key: key) {
                    configuration.metadata = kinds.contains(.metadata) ? .fetch : .cached
                    configuration.fetchCovers = kinds.contains(.covers)
                }
            // The two keys `fetch` replaced: still read, with a warning saying what to write.
            case "metadata":
                configuration.metadata = choice(value, key: key) ?? configuration.metadata
                warn(value, "'metadata' is now part of 'fetch': write 'fetch: [metadata]' (with covers: 'fetch: [metadata, covers]')")
            case "users": configuration.users = users(value)
            case "fetch_covers":
                configuration.fetchCovers = flag(value, key: key) ?? configuration.fetchCovers
                warn(value, "'fetch_covers' is now part of 'fetch': write 'fetch: [covers]' (with metadata: 'fetch: [metadata, covers]')")
            case "milestones": configuration.milestones = milestones(value)
            case "shards": configuration.shardCount = count(value, key: key, minimum: 1) ?? configuration.shardCount
            default: break
            }
        }
        return configuration
    }

    private mutating func users(_ node: Node) -> [UserConfiguration] {
        guard let sequence = node.sequence else {
            report(node, "'users' must be a list of users, each starting with '- name:'")
            return []
        }
        var users: [UserConfiguration] = []
        var seen: Set<ExactText> = []  // user names are folder names: exact bytes
        for entry in sequence {
            guard let user = user(entry) else { continue }
            if !seen.insert(ExactText(user.name)).inserted {
                report(entry, "the user '\(user.name)' is configured twice")
                continue
            }
            users.append(user)
        }
        return users
    }

    private mutating func user(_ node: Node) -> UserConfiguration? {
        guard let fields = fields(of: node, allowed: Self.userKeys, what: "a user") else { return nil }
        var name: String?
        var timeZone: TimeZone?
        var timeZoneWritten = false
        var user = UserConfiguration(
            name: "", timeZone: .gmt, tokenVariable: nil, tokenInFile: nil, watchedFiles: [],
            exclusions: .none)
        for (key, value) in fields {
            switch key {
            case "name": name = text(value, key: key)
            case "time_zone":
                timeZoneWritten = true
                timeZone = self.timeZone(value)
            case "token_env": user.tokenVariable = environmentVariableName(value)
            case "token":
                mentionsTokenInFile = true
                firstTokenLine = firstTokenLine ?? value.mark?.line
                user.tokenInFile = text(value, key: key).map(Secret.init)
            case "import": user.watchedFiles = list(value, key: key)?.compactMap { path($0, key: key) } ?? []
            case "exclude": user.exclusions = exclusions(value)
            case "source": user.source = choice(value, key: key) ?? user.source
            case "statistics": user.fetchesStatisticsSetting = flag(value, key: key)
            default: break
            }
        }
        guard let name else {
            report(node, "a user needs a 'name' (their ListenBrainz user name)")
            return nil
        }
        guard let timeZone else {
            // A zone written but wrong was reported at its own line already.
            if !timeZoneWritten {
                report(
                    node,
                    "the user '\(name)' needs a 'time_zone', e.g. 'time_zone: Europe/Berlin' (or UTC for ListenBrainz's own numbers)"
                )
            }
            return nil
        }
        user.name = name
        user.timeZone = timeZone
        return user
    }

    private mutating func exclusions(_ node: Node) -> StatFilter {
        guard let fields = fields(of: node, allowed: Self.exclusionKeys, what: "'exclude'") else { return .none }
        var filter = StatFilter()
        for (key, value) in fields {
            switch key {
            case "artists": filter.excludedArtists = list(value, key: key)?.compactMap { text($0, key: key) } ?? []
            case "releases": filter.excludedReleases = list(value, key: key)?.compactMap { text($0, key: key) } ?? []
            case "sources": filter.excludedSources = choices(value, key: key) ?? []
            default: break
            }
        }
        return filter
    }

    /// `milestones:` — the round listen counts (and every how many), and the plays that
    /// certify a track or an album; what is left out keeps its default.
    private mutating func milestones(_ node: Node) -> MilestoneOptions {
        var options = MilestoneOptions.standard
        guard let fields = fields(of: node, allowed: Self.milestoneKeys, what: "'milestones'") else { return options }
        for (key, value) in fields {
            switch key {
            case "listen_counts": options.listenCountMarks = counts(value, key: key) ?? options.listenCountMarks
            case "every":
                // 0 turns the multiples off.
                if let every = count(value, key: key, allowZero: true) { options.listenCountEvery = every }
            case "tracks": options.recordingCertifications = counts(value, key: key) ?? options.recordingCertifications
            case "albums": options.releaseCertifications = counts(value, key: key) ?? options.releaseCertifications
            default: break
            }
        }
        return options
    }

    private mutating func counts(_ node: Node, key: String) -> [Int]? {
        guard let items = list(node, key: key) else { return nil }
        let values = items.compactMap { count($0, key: key, allowZero: false) }
        return values.count == items.count ? values.sorted() : nil
    }

    /// A whole number of listens from 1 (or 0) to a billion, written in digits.
    private mutating func count(_ node: Node, key: String, allowZero: Bool) -> Int? {
        guard let text = text(node, key: key) else { return nil }
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), let value = Int(text), value <= 1_000_000_000, allowZero || value > 0 else {
            report(node, "'\(key)' takes whole numbers of listens from \(allowZero ? 0 : 1) to 1000000000, not '\(text)'")
            return nil
        }
        return value
    }

    // MARK: - Scalars

    /// The mapping's entries in file order, after reporting any key that is not `allowed`.
    private mutating func fields(of node: Node, allowed: [String], what: String) -> [(String, Node)]? {
        guard let mapping = node.mapping else {
            report(node, "\(what) must be a set of 'key: value' lines")
            return nil
        }
        var fields: [(String, Node)] = []
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            if allowed.contains(key) {
                fields.append((key, value))
            } else {
                let suggestion = Self.closest(to: key, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
                report(keyNode, "unknown key '\(key)' in \(what)\(suggestion) (known: \(allowed.joined(separator: ", ")))")
            }
        }
        return fields
    }

    private mutating func text(_ node: Node, key: String) -> String? {
        guard let scalar = node.scalar else {
            report(node, "'\(key)' must be a single value, not a list or a mapping")
            return nil
        }
        let value = scalar.string.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else {
            report(node, "'\(key)' is empty")
            return nil
        }
        return value
    }

    /// An http(s) address, where the site is published.
    private mutating func siteAddress(_ node: Node, key: String) -> String? {
        guard let value = text(node, key: key) else { return nil }
        guard let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            report(node, "'\(value)' is not a web address; write the address the site is published at, e.g. 'https://example.org/music/'")
            return nil
        }
        return value
    }

    /// A whole number, `minimum` or more.
    private mutating func count(_ node: Node, key: String, minimum: Int = 0) -> Int? {
        guard let value = text(node, key: key) else { return nil }
        guard let number = Int(value), number >= minimum else {
            report(node, "'\(key)' must be a whole number, \(minimum) or more, not '\(value)'")
            return nil
        }
        return number
    }

    private mutating func list(_ node: Node, key: String) -> [Node]? {
        if let sequence = node.sequence { return Array(sequence) }
        if node.scalar != nil { return [node] }
        report(node, "'\(key)' must be a list, e.g. [a, b]")
        return nil
    }

    /// `true`/`false` (or `yes`/`no`), as written; anything else is reported at its line.
    private mutating func flag(_ node: Node, key: String) -> Bool? {
        guard let value = text(node, key: key) else { return nil }
        switch value.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            report(node, "'\(value)' is not a valid \(key); use true or false")
            return nil
        }
    }

    private mutating func path(_ node: Node, key: String) -> String? {
        text(node, key: key).map(ListenStatsPaths.expandingTilde)
    }

    /// One of `Choice`'s raw values, or a longer name for one (`markdown` for `md`).
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, key: String, aliases: [String: Choice] = [:]
    ) -> Choice? where Choice.RawValue == String {
        guard let value = text(node, key: key) else { return nil }
        guard let choice = aliases[value] ?? Choice(rawValue: value) else {
            let names = (Choice.allCases.map(\.rawValue) + aliases.keys.sorted()).joined(separator: ", ")
            report(node, "'\(value)' is not a valid \(key); use one of: \(names)")
            return nil
        }
        return choice
    }

    private mutating func choices<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, key: String, aliases: [String: Choice] = [:]
    ) -> [Choice]? where Choice.RawValue == String {
        guard let entries = list(node, key: key) else { return nil }
        let parsed: [Choice] = entries.compactMap { choice($0, key: key, aliases: aliases) }
        return parsed.count == entries.count ? parsed : nil
    }

    private mutating func timeZone(_ node: Node) -> TimeZone? {
        guard let identifier = text(node, key: "time_zone") else { return nil }
        guard let zone = TimeZone(identifier: identifier) else {
            report(node, "unknown time zone '\(identifier)'; use an IANA name such as Europe/Berlin or America/New_York")
            return nil
        }
        return zone
    }

    private mutating func environmentVariableName(_ node: Node) -> String? {
        guard let name = text(node, key: "token_env") else { return nil }
        let valid = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
            && !(name.first?.isNumber ?? true)
        guard valid else {
            report(node, "'token_env' names an environment variable (e.g. LISTENBRAINZ_TOKEN_ROB), not the token itself")
            return nil
        }
        return name
    }

    private mutating func report(_ node: Node, _ message: String) {
        issues.append(ConfigurationIssue(file: file, line: node.mark?.line, severity: .error, message: message))
    }

    private mutating func warn(_ node: Node, _ message: String) {
        issues.append(ConfigurationIssue(file: file, line: node.mark?.line, severity: .warning, message: message))
    }

    // MARK: - Helpers

    /// The allowed key a typo most likely meant (edit distance at most 2).
    static func closest(to key: String, in allowed: [String]) -> String? {
        allowed.map { ($0, editDistance(key, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs), rhs = Array(rhs)
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1]
            for (j, right) in rhs.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
