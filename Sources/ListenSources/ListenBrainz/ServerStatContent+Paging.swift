import ListenModel

extension ServerStatContent {
    /// Entries in this page of a top list, and the server's total when it sent one.
    var entryCount: (count: Int, total: Int?) {
        switch self {
        case let .artists(entries, total): (entries.count, total)
        case let .releases(entries, total), let .releaseGroups(entries, total): (entries.count, total)
        case let .recordings(entries, total): (entries.count, total)
        default: (0, nil)
        }
    }

    /// Appends the entries of the next page of the same top list.
    mutating func append(_ next: ServerStatContent) {
        switch (self, next) {
        case let (.artists(entries, _), .artists(more, total)): self = .artists(entries + more, total: total)
        case let (.releases(entries, _), .releases(more, total)): self = .releases(entries + more, total: total)
        case let (.releaseGroups(entries, _), .releaseGroups(more, total)):
            self = .releaseGroups(entries + more, total: total)
        case let (.recordings(entries, _), .recordings(more, total)): self = .recordings(entries + more, total: total)
        default: break
        }
    }
}
