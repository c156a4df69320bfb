/// The profiles of every entity a site gives a page, made one at a time when read.
///
/// A heavy listener's 11,000 profiles held together (their top tracks' and albums' names,
/// every month from first listen to last) took some 150 MB at the site's peak; the engine
/// keeps their numbers compact and each subscript builds one profile, for the site to render
/// and drop. `refs` names them all (the links between pages need every one) in the same order.
/// A page's fingerprint needs only `summary(at:)`, which costs a fraction of a profile.
public struct EntityProfiles: RandomAccessCollection, Sendable {
    /// Each profile's entity, in order: kind, then all-time rank.
    public let refs: [EntityRef]
    private let make: @Sendable (Int) -> EntityProfile
    private let summarize: @Sendable (Int) -> EntityProfileSummary

    /// Profiles made by `make` and summaries by `summarize` from their position,
    /// `refs[position]` being the profile's ref.
    public init(
        refs: [EntityRef], make: @escaping @Sendable (Int) -> EntityProfile,
        summarize: @escaping @Sendable (Int) -> EntityProfileSummary
    ) {
        self.refs = refs
        self.make = make
        self.summarize = summarize
    }

    /// Profiles already made (tests, sources without listens).
    public init(_ profiles: [EntityProfile]) {
        let refs = profiles.map(\.ref)
        let positions = Dictionary(refs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.refs = refs
        make = { profiles[$0] }
        summarize = { EntityProfileSummary(profiles[$0], positions: positions) }
    }

    /// What the fingerprint of the page at `position` reads.
    public func summary(at position: Int) -> EntityProfileSummary { summarize(position) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { refs.count }

    public subscript(position: Int) -> EntityProfile { make(position) }
}
