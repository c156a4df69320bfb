import ListenModel

/// The distinct entities of one kind (artists, releases, …) a history mentions, interned to
/// dense integer ids so a window is counted in plain integer arrays.
struct EntityTable<Entity: Sendable>: Sendable {
    /// The entity as first met, with a zero listen count.
    private(set) var entities: [Entity] = []
    private var idOfKey: [EntityKey: Int32] = [:]

    var count: Int { entities.count }

    /// The id of the entity with `key`, adding `make()` when new.
    mutating func intern(_ key: EntityKey, _ make: () -> Entity) -> Int32 {
        if let id = idOfKey[key] { return id }
        let id = Int32(entities.count)
        entities.append(make())
        idOfKey[key] = id
        return id
    }

    subscript(id: Int32) -> Entity { entities[Int(id)] }
}
