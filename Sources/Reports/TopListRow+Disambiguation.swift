extension TopListRow {
    /// `rows` with what tells apart entries that read alike (`AlikeEntries`): their albums
    /// (`details`), else which row they are not.
    static func tellingApart(_ rows: [TopListRow], details: [String?]) -> [TopListRow] {
        let told = AlikeEntries.bylines(
            names: rows.map(\.name), bylines: rows.map(\.byline), ranks: rows.map { "#\($0.rank)" }, details: details)
        return zip(rows, told).map { row, byline in
            guard let byline else { return row }
            var told = row
            told.byline = byline
            told.hasByline = true
            return told
        }
    }
}
