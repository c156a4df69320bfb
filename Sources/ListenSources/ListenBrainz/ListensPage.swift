import ListenModel

/// One page of listens and the facts paging needs about it.
///
/// The bounds come from every listen the server sent, usable or not, so a skipped listen
/// never makes the walk ask for the same second again or jump past one.
struct ListensPage: Sendable {
    var listens: [Listen]
    /// Listens on the page that lacked a time, an artist or a title.
    var skipped: Int
    /// The oldest and newest `listened_at` on the page; nil for an empty page.
    var oldest: Int64?
    var newest: Int64?

    var isEmpty: Bool { oldest == nil }
    /// Whether every listen on the page is in one second (the page cannot be split there).
    var isOneSecond: Bool { oldest != nil && oldest == newest }

    init(_ decoded: [APIListen]) {
        var listens: [Listen] = []
        listens.reserveCapacity(decoded.count)
        var skipped = 0
        var oldest: Int64?
        var newest: Int64?
        for item in decoded {
            if let time = item.listenedAt {
                oldest = min(oldest ?? time, time)
                newest = max(newest ?? time, time)
            }
            if let listen = item.listen() {
                listens.append(listen)
            } else {
                skipped += 1
            }
        }
        self.listens = listens
        self.skipped = skipped
        self.oldest = oldest
        self.newest = newest
    }
}
