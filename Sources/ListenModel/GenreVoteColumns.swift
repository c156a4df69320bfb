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

    /// The votes grouped by owner, keeping their order: the positions of owner `o`'s votes are
    /// `positions[starts[o]..<starts[o + 1]]`, for owners `0..<ownerCount`.
    public func byOwner(ownerCount: Int) -> (starts: [Int32], positions: [Int32]) {
        var starts = [Int32](repeating: 0, count: ownerCount + 1)
        for owner in owners where owner >= 0 && Int(owner) < ownerCount { starts[Int(owner) + 1] += 1 }
        for owner in 0..<ownerCount { starts[owner + 1] += starts[owner] }
        var next = starts
        var positions = [Int32](repeating: 0, count: Int(starts[ownerCount]))
        for (position, owner) in owners.enumerated() where owner >= 0 && Int(owner) < ownerCount {
            positions[Int(next[Int(owner)])] = Int32(position)
            next[Int(owner)] += 1
        }
        return (starts, positions)
    }
}
