/// Listens of one entity in one calendar month.
public struct EntityMonthCount: Hashable, Sendable, Codable {
    public var year: Int
    public var month: Int
    public var listenCount: Int

    public init(year: Int, month: Int, listenCount: Int) {
        self.year = year
        self.month = month
        self.listenCount = listenCount
    }
}
