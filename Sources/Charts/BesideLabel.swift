import ChartKit

/// A name with its artist on one line, "Name · Artist", for rows too low for two lines: both
/// fitted into one width, the name first, the artist keeping at least part of the room.
///
/// Name, dot and artist are three texts placed left to right, never one string: a Hebrew or
/// Arabic name beside a Latin artist would otherwise be reordered by the bidi algorithm, and
/// the dot would land on the wrong side.
struct BesideLabel {
    var nameFont: Font
    var artistFont: Font
    var k: Double
    var measurer: any TextMeasurer

    static let separator = "·"

    /// The dot with the space either side of it.
    var separatorWidth: Double { measurer.measure(Self.separator, font: artistFont).width + 12 * k }

    /// Name and artist fitted into `maxWidth` with the dot between: an empty artist when not even an
    /// ellipsis of it fits (then the name takes the whole width).
    func fitted(_ name: String, _ artist: String, maxWidth: Double) -> (name: String, artist: String) {
        let wholeName = measurer.measure(name, font: nameFont).width
        let wholeArtist = measurer.measure(artist, font: artistFont).width
        if wholeName + separatorWidth + wholeArtist <= maxWidth { return (name, artist) }
        let room = maxWidth - separatorWidth
        // The artist keeps up to 40% of the room; the name takes what the artist does not need.
        let artistShare = min(wholeArtist, room * 0.4)
        let fittedName = measurer.fitted(name, font: nameFont, maxWidth: room - artistShare)
        let nameWidth = measurer.measure(fittedName, font: nameFont).width
        let fittedArtist = measurer.fitted(artist, font: artistFont, maxWidth: room - nameWidth)
        guard !fittedArtist.isEmpty, fittedArtist != "…" else { return (measurer.fitted(name, font: nameFont, maxWidth: maxWidth), "") }
        return (fittedName, fittedArtist)
    }

    func draw(_ name: String, _ artist: String, left: Double, centerY: Double, maxWidth: Double, theme: Theme, scene: inout Scene) {
        let (name, artist) = fitted(name, artist, maxWidth: maxWidth)
        scene.text(TextMark(name, at: Point(x: left, y: centerY), font: nameFont, color: theme.text, anchor: TextAnchor(.left, .middle)))
        guard !artist.isEmpty else { return }
        let dotLeft = left + measurer.measure(name, font: nameFont).width + 6 * k
        scene.text(TextMark(Self.separator, at: Point(x: dotLeft, y: centerY), font: artistFont, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        let artistLeft = left + measurer.measure(name, font: nameFont).width + separatorWidth
        scene.text(TextMark(artist, at: Point(x: artistLeft, y: centerY), font: artistFont, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
    }
}
