/// A credential (a ListenBrainz token) that can be passed around but never printed.
///
/// Its descriptions are fixed text, so interpolating, logging or dumping one shows
/// `<redacted>`; only `reveal()` gives the value, for the one place that sends it.
struct Secret: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    private let value: String

    init(_ value: String) {
        self.value = value
    }

    func reveal() -> String { value }

    var description: String { "<redacted>" }
    var debugDescription: String { "<redacted>" }
    var customMirror: Mirror { Mirror(self, children: []) }
}
