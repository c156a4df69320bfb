import ListenModel

/// The recordings the listener pinned on ListenBrainz: the pin standing at the period's end,
/// and every pin made during it, with what they wrote.
struct PinsSection: Sendable {
    struct Pin: Sendable {
        var name: String
        var byline: String
        var hasByline: Bool
        var blurb: String
        var hasBlurb: Bool
        var hasLink: Bool
        var link: String
        var date: String
    }

    var available: Bool
    var unavailableMessage: String
    var current: [Pin]
    var hasCurrent: Bool
    var history: [Pin]
    var hasHistory: Bool

    init(content: ReportContent) {
        let clock = WallClock(named: content.stats.timeZone)
        let window = content.period.window
        let pins = content.pins ?? []
        func view(_ pin: PinnedRecording) -> Pin {
            let link = MusicBrainzLink.url(.recording, mbid: pin.recordingMBID)
            return Pin(
                name: pin.trackName ?? pin.recordingMBID ?? pin.recordingMSID ?? "Unknown track", byline: pin.artistName ?? "",
                hasByline: pin.artistName != nil, blurb: pin.blurb ?? "", hasBlurb: !(pin.blurb ?? "").isEmpty,
                hasLink: link != nil, link: link ?? "", date: DisplayFormat.day(clock.day(at: pin.created), weekday: false))
        }
        // The pin standing when the period ends: the newest made before then and not over yet.
        let end = window.end - 1
        let standing = pins.filter { $0.created <= end && ($0.pinnedUntil ?? .max) > end }.max { $0.created < $1.created }
        current = standing.map { [view($0)] } ?? []
        hasCurrent = !current.isEmpty
        history = pins.filter { window.contains($0.created) }.sorted { $0.created < $1.created }.map(view)
        hasHistory = !history.isEmpty
        available = hasCurrent || hasHistory
        unavailableMessage =
            content.period.kind == .allTime ? "No pin stood or was made in this span." : "Nothing was pinned this \(content.period.kind.noun)."
    }
}
