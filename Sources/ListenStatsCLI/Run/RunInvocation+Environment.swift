import Foundation

extension RunInvocation {
    /// Checks every environment variable a run's steps read, as their commands' flags are
    /// checked: a variable set wrong stops the run before the lock is taken or anything is
    /// fetched or written, with the code its flag gives, instead of failing one step per user
    /// (or, for the cover archive, being passed over in silence).
    static func checkEnvironment(_ environment: [String: String]) throws {
        _ = try ListenBrainzConnection.timeout(environment)
        _ = try ServiceAddress.listenBrainz.url(flagValue: nil, environment: environment)
        _ = try ServiceAddress.coverArtArchive.url(flagValue: nil, environment: environment)
        _ = try TemplateLocator.environmentDirectory(environment)
    }
}
