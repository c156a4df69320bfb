/// Which way a number moved against the previous period; templates use it as a CSS class.
enum ChangeDirection: String, Sendable {
    case up
    case down
    case flat
}
