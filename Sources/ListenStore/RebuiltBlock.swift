/// A `ListenBlock` a load rebuilt from rows, to store if the rows have not changed since.
struct RebuiltBlock: Sendable {
    let number: Int64
    let listenCount: Int
    let columns: [UInt8]
}
