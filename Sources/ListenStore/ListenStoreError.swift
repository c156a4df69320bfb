import ListenModel

/// Why the store could not do what was asked, with what the user can do about it.
public typealias ListenStoreError = CodedFailure<ListenStoreErrorCode>

/// The kinds of `ListenStoreError`.
public enum ListenStoreErrorCode: String, Sendable {
    case cannotOpen
    case unknownUser
    case corrupt
    case writeFailed
    /// Another process held the database longer than the busy timeout.
    case busy
    /// A newer listenstats wrote migrations this build does not know.
    case newerSchema
}
