import ListenModel
import ListenStore

/// The one way a command that counts listens loads a user's stored history: nothing stored is
/// exit 66 with the command that fills it, the same for `stats`, `chart`, `report` and `year`,
/// whether the user is unknown or known without listens (synced statistics only), instead of
/// a page of zeros dated 1970.
enum StoredHistory {
    static func load(user: String, from store: ListenStore) throws -> ListenHistory {
        let history = try store.history(user: user)
        guard !history.listenedAt.isEmpty else {
            throw CLIError(
                "no listens are stored for '\(user)'; run `listenstats sync --user \(user)` or `listenstats import FILE --user \(user)` first",
                status: .noInput)
        }
        return history
    }
}
