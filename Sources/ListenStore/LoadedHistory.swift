import ListenModel

/// What a history load read, and the packed copies it rebuilt for the caller to store.
struct LoadedHistory: Sendable {
    let history: ListenHistory
    let rebuiltBlocks: [RebuiltBlock]
    /// A new copy of the tracks table, when the stored one has fallen well behind.
    let catalogCopy: CatalogCopy?
}
