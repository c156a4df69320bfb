import ListenModel

extension EncodedTrack.Columns: TrackColumnReader {}

extension EncodedTrack {
    /// Binds the parameters of `TrackRow.insertSQL` (copies of the bytes).
    func bind(to statement: RawStatement) {
        withKey { statement.bind(utf8: $0, at: 1) }
        withColumns { Self.bindColumns($0, to: statement, copying: true) }
        statement.bind(keyHash, at: 15)
    }

    /// Binds and runs `TrackRow.insertSQL` (`statement`) without SQLite copying a text: the
    /// bytes are bound where they are, and stay there until the statement has run and let go
    /// of them. A bulk import inserts hundreds of thousands of tracks of fourteen texts each.
    func insert(with statement: RawStatement) throws {
        try withColumns { columns in
            try withKey { key in
                statement.bind(borrowedUTF8: key, at: 1)
                Self.bindColumns(columns, to: statement, copying: false)
                statement.bind(keyHash, at: 15)
                try statement.run()
            }
        }
    }

    private static func bindColumns(_ columns: Columns, to statement: RawStatement, copying: Bool) {
        for column in Int32(1)...13 {
            let parameter = column + 1
            if columns.isNull(column) {
                statement.bindNull(at: parameter)
            } else if column == 12 {
                statement.bind(columns.int64(column), at: parameter)
            } else if copying {
                statement.bind(utf8: columns.bytes(column), at: parameter)
            } else {
                statement.bind(borrowedUTF8: columns.bytes(column), at: parameter)
            }
        }
    }
}
