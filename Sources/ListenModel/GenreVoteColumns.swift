/// The genre votes of one kind of entity (recordings, artists or release groups) as columns:
/// whose they are (an id in the entity's table of `MetadataTables`), which genre (an id in
/// `MetadataTables.genres`) and how many MusicBrainz users voted it, in the order added.
public struct GenreVoteColumns: Sendable {
    public private(set) var owners: [Int32] = []
    public private(set) var genres: [Int32] = []
    public private(set) var votes: [Int32] = []

    public init() {}

    public var count: Int { owners.count }

    mutating func append(owner: Int32, genre: Int32, votes count: Int32) {
        owners.append(owner)
        genres.append(genre)
        votes.append(count)
    }
}
