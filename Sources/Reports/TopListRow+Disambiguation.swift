import ListenModel

extension TopListRow {
    /// `rows` with what tells apart entries that read alike: two recordings of "Forever Gold" by
    /// one artist get their albums (`details`) after the byline; alike entries without a
    /// telling detail say which row they are not ("not the one at #2"), since each links a page
    /// of its own.
    static func tellingApart(_ rows: [TopListRow], details: [String?]) -> [TopListRow] {
        var firstRank: [String: Int] = [:]
        var alike: [String: Int] = [:]
        func key(_ row: TopListRow) -> String { row.name.lowercased() + "\u{1F}" + row.byline.lowercased() }
        for row in rows {
            alike[key(row), default: 0] += 1
            if firstRank[key(row)] == nil { firstRank[key(row)] = row.rank }
        }
        let detailsAlike = Dictionary(grouping: rows.indices, by: { key(rows[$0]) }).mapValues { indices in
            Set(indices.map { details.indices.contains($0) ? details[$0] ?? "" : "" }).count == indices.count
        }
        return rows.enumerated().map { index, row in
            let rowKey = key(row)
            guard (alike[rowKey] ?? 0) > 1 else { return row }
            var told = row
            let detail = details.indices.contains(index) ? details[index] : nil
            if detailsAlike[rowKey] == true, let detail, !detail.isEmpty {
                told.byline = row.byline.isEmpty ? detail : "\(row.byline) · \(detail)"
            } else if let first = firstRank[rowKey], first != row.rank {
                told.byline = row.byline.isEmpty ? "not the one at #\(first)" : "\(row.byline) · not the one at #\(first)"
            }
            told.hasByline = !told.byline.isEmpty
            return told
        }
    }
}
