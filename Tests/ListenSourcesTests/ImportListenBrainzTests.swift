import Foundation
import ListenModel
import ListenSources
import ListenStore
import Testing
import ZIPFoundation

@Suite("Import: ListenBrainz")
struct ImportListenBrainzTests {
    static let mappedLine = """
        {"inserted_at": 1700000100.52, "listened_at": 1700000000.9, "track_metadata": {"track_name": "Joga", "artist_name": "Björk", "release_name": "Homogenic", "recording_msid": "msid-1", "mbid_mapping": {"caa_id": 42, "artists": [{"artist_mbid": "a-1", "join_phrase": " feat. ", "artist_credit_name": "Björk"}, {"artist_mbid": "a-2", "join_phrase": "", "artist_credit_name": "坂本龍一"}], "artist_mbids": ["a-1", "a-2"], "release_mbid": "rel-1", "recording_mbid": "rec-1", "recording_name": "Jóga", "caa_release_mbid": "rel-1"}, "additional_info": {"duration_ms": 305000.0, "tracknumber": "3", "artist_names": ["Björk"], "weird": {"nested": [1, {"x": "]}"}]}}}}
        """
    static let newFormLine = """
        {"listened_at": 1700000600, "recording_msid": "msid-2", "track_metadata": {"artist_name": "Nina \\"Q\\" Simone \\u00e9\\ud83c\\udfb5", "track_name": "Sinnerman", "mbid_mapping": null, "additional_info": {"duration": 620, "tracknumber": 1}}}
        """

    @Test("export lines decode both msid placements, the mapping, fractional times and liberal additional_info")
    func decodesExportLines() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write("listens.jsonl", Self.mappedLine + "\n" + Self.newFormLine + "\n")

        let summary = try fixture.importFile(path)

        #expect(summary.format == .listenBrainzJSONL)
        #expect(summary.imported == 2 && summary.skippedTotal == 0 && summary.duplicates == 0)
        let listens = try fixture.listens()
        #expect(listens.count == 2)
        let mapped = Track(
            artistName: "Björk", trackName: "Joga", releaseName: "Homogenic", recordingMSID: "msid-1",
            mapping: MBIDMapping(
                recordingMBID: "rec-1", recordingName: "Jóga", releaseMBID: "rel-1",
                artists: [
                    CreditedArtist(name: "Björk", mbid: "a-1", joinPhrase: " feat. "),
                    CreditedArtist(name: "坂本龍一", mbid: "a-2"),
                ], caaID: 42, caaReleaseMBID: "rel-1"))
        #expect(listens[0] == Listen(listenedAt: 1_700_000_000, track: mapped, durationMs: 305_000, source: .listenbrainz))
        #expect(listens[1].track == Track(artistName: "Nina \"Q\" Simone é🎵", trackName: "Sinnerman", recordingMSID: "msid-2"))
        #expect(listens[1].durationMs == 620_000)
        #expect(listens[1].track.mapping == nil)
    }

    @Test("every bad line gets its reason and line number; the good ones are imported")
    func skipsBadLines() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let lines = [
            #"{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"#,
            #"{"listened_at": 1700000001, "track_metadata": {"artist_name": "A", "track_name": "#,
            #"{"track_metadata": {"artist_name": "A", "track_name": "T"}}"#,
            #"{"listened_at": 1700000003, "track_metadata": {"artist_name": "  ", "track_name": "T"}}"#,
            #"{"listened_at": 1700000004, "track_metadata": {"artist_name": "A", "track_name": ""}}"#,
            #"{"listened_at": 1000000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"#,
            #"{"listened_at": 1900000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"#,
            "",
            "not json at all",
            #"{"listened_at": 1700000000, "track_metadata": {"artist_name": "a", "track_name": "t"}}"#,
            #"{"listened_at": 1700000009, "track_metadata": {"artist_name": "B", "track_name": "U"}} trailing"#,
        ]
        let path = try fixture.write("mixed.jsonl", lines.joined(separator: "\r\n") + "\r\n")

        let summary = try fixture.importFile(path)

        #expect(summary.imported == 1)
        #expect(summary.duplicates == 1)
        #expect(summary.skippedByReason == [
            .badJSON: 3, .noTimestamp: 1, .emptyArtist: 1, .emptyTrack: 1, .before2002: 1, .inFuture: 1,
        ])
        #expect(summary.outcomesByLine == [
            2: .skipped(.badJSON), 3: .skipped(.noTimestamp), 4: .skipped(.emptyArtist), 5: .skipped(.emptyTrack),
            6: .skipped(.before2002), 7: .skipped(.inFuture), 9: .skipped(.badJSON), 10: .duplicate,
            11: .skipped(.badJSON),
        ])
        #expect(summary.notImported.allSatisfy { $0.file == path })
    }

    @Test("valid JSON of an unexpected type reads as an absent field, never as bad JSON (found by fuzzing)")
    func unexpectedTypesAreAbsentFields() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let lines = [
            #"{"listened_at": true, "track_metadata": {"artist_name": "A", "track_name": "T"}}"#,
            #"{"listened_at": 1e400, "track_metadata": {"artist_name": "A", "track_name": "T"}}"#,
            #"{"listened_at": 1700000000, "track_metadata": "A - T"}"#,
            #"{"listened_at": 1700000001, "track_metadata": {"artist_name": 5, "track_name": "T"}}"#,
            #"{"listened_at": 1700000002, "recording_msid": 3, "track_metadata": {"artist_name": "A", "track_name": "T", "additional_info": [1], "mbid_mapping": {"artists": 7}}}"#,
            #"{"listened_at": 1700000003, "track_metadata": {"artist_name": "A", "track_name": "T"}, "x": 1e999}"#,
        ]
        let path = try fixture.write("types.jsonl", lines.joined(separator: "\n") + "\n")

        let summary = try fixture.importFile(path)

        #expect(summary.imported == 2)
        #expect(summary.outcomesByLine == [
            1: .skipped(.noTimestamp), 2: .skipped(.noTimestamp), 3: .skipped(.emptyArtist), 4: .skipped(.emptyArtist),
        ])
    }

    @Test("a file whose last line is cut off is an error naming file and line, and stores nothing")
    func truncatedFile() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write("cut.jsonl", Self.newFormLine + "\n" + String(Self.mappedLine.prefix(120)))

        let error = try #require(throws: ImportError.self) { try fixture.importFile(path) }

        #expect(error.code == .corrupt && error.file == path && error.line == 2)
        #expect(try fixture.store.listenCount(user: "rob") == 0)
    }

    @Test("the pre-October-2024 export, one JSON array of API-form listens, imports element by element")
    func oldJSONArray() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let text = """
            [
              {"listened_at": 1600000000, "recording_msid": "m-1", "user_name": "rob", "inserted_at": 1600000005,
               "track_metadata": {"artist_name": "Air", "track_name": "La femme d'argent", "release_name": "Moon Safari",
                                  "additional_info": {"recording_msid": "ignored", "duration_ms": "431000"}}},
              {"listened_at": 1600000500, "user_name": "rob", "track_metadata": {"artist_name": "", "track_name": "x"}},
              {"listened_at": 1600001000, "user_name": "rob", "track_metadata": {"artist_name": "Air", "track_name": "Sexy Boy"}}
            ]
            """
        let path = try fixture.write("old-export.json", text)

        let summary = try fixture.importFile(path)

        #expect(summary.format == .listenBrainzJSONArray)
        #expect(summary.imported == 2)
        #expect(summary.outcomesByLine == [5: .skipped(.emptyArtist)])
        let first = try fixture.listens()[0]
        #expect(first.track.recordingMSID == "m-1" && first.track.releaseName == "Moon Safari" && first.durationMs == 431_000)
    }

    @Test("a truncated JSON array is an error and stores nothing")
    func truncatedArray() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write(
            "old.json", #"[{"listened_at": 1600000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}, {"listened_at": 16"#)

        let error = try #require(throws: ImportError.self) { try fixture.importFile(path) }

        #expect(error.code == .corrupt && error.file == path)
        #expect(try fixture.store.listenCount(user: "rob") == 0)
    }

    @Test("the export zip, built here, reads months in order, labels members and reads feedback and pins")
    func exportZip() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = fixture.directory.appendingPathComponent("listenbrainz_rob_1.zip").path
        try Self.makeExport(at: path)

        let summary = try fixture.importFile(path)

        #expect(summary.format == .listenBrainzZip)
        #expect(summary.imported == 3 && summary.skippedTotal == 3)
        // The feedback and pin lines that name no recording get their outcome like any other line.
        #expect(summary.notImported == [
            ImportLineRecord(file: path + ":listens/2024/10.jsonl", line: 2, outcome: .skipped(.emptyTrack)),
            ImportLineRecord(file: path + ":feedback.jsonl", line: 3, outcome: .skipped(.badFeedback)),
            ImportLineRecord(file: path + ":pinned_recording.jsonl", line: 2, outcome: .skipped(.badPin)),
        ])
        #expect(try fixture.listens().map(\.track.trackName) == ["January", "February", "October"])
        #expect(summary.feedback == [
            ImportedFeedback(recordingMSID: "msid-9", recordingMBID: nil, score: 1, created: 1_700_000_000),
            ImportedFeedback(recordingMSID: nil, recordingMBID: "rec-9", score: -1, created: 1_700_000_001),
        ])
        let pin = PinnedRecording(recordingMSID: "msid-9", blurb: "yes", created: 1_700_000_100, pinnedUntil: 1_700_604_900)
        #expect(summary.pins == [pin])
        #expect(try fixture.store.pins(user: "rob") == [pin])
        #expect(try fixture.store.feedback(user: "rob") == [
            FeedbackEntry(recordingMBID: "rec-9", score: .hated, created: 1_700_000_001),
            FeedbackEntry(recordingMSID: "msid-9", score: .loved, created: 1_700_000_000),
        ])
    }

    @Test("an export's feedback adds to synced feedback: the newer mark wins, none is removed, a re-import changes nothing")
    func exportFeedbackBesideSync() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = fixture.directory.appendingPathComponent("listenbrainz_rob_1.zip").path
        try Self.makeExport(at: path)
        let synced = [
            FeedbackEntry(recordingMSID: "msid-9", score: .hated, created: 1_750_000_000, trackName: "T", artistName: "A"),
            FeedbackEntry(recordingMBID: "rec-1", score: .loved, created: 1_600_000_000),
        ]
        try fixture.store.write { writer in try writer.replaceFeedback(synced, user: "rob", fetchedAt: 5) }

        _ = try fixture.importFile(path)
        let afterImport = try fixture.store.feedback(user: "rob")
        _ = try fixture.importFile(path)

        #expect(afterImport == [
            synced[0], FeedbackEntry(recordingMBID: "rec-9", score: .hated, created: 1_700_000_001), synced[1],
        ])
        #expect(try fixture.store.feedback(user: "rob") == afterImport)
    }

    @Test("a later sync replaces only what sync fetched: an export's marks stay")
    func syncKeepsImportedFeedback() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = fixture.directory.appendingPathComponent("listenbrainz_rob_1.zip").path
        try Self.makeExport(at: path)
        _ = try fixture.importFile(path)
        let imported = try fixture.store.feedback(user: "rob")
        #expect(!imported.isEmpty)
        let synced = FeedbackEntry(recordingMSID: "msid-7", score: .hated, created: 1_750_000_000, trackName: "T", artistName: "A")
        try fixture.store.write { writer in try writer.replaceFeedback([synced], user: "rob", fetchedAt: 5) }
        #expect(try fixture.store.feedback(user: "rob") == [synced] + imported)
        // The server withdrew that mark: the next sync removes it, and only it.
        try fixture.store.write { writer in try writer.replaceFeedback([], user: "rob", fetchedAt: 6) }

        #expect(try fixture.store.feedback(user: "rob") == imported)
    }

    @Test("bad feedback lines are skipped with an outcome; a cleared mark (score 0) is not an error")
    func feedbackOutcomes() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        try fixture.write("export/listens/2024/1.jsonl", #"{"listened_at": 1704100000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"# + "\n")
        try fixture.write("export/feedback.jsonl", """
            {"recording_msid": "m-1", "score": 1, "created": 1700000000}
            {"recording_msid": "m-2", "score": 0, "created": 1700000000}
            {"recording_msid": "m-3", "score": 7}
            not json
            {"score": 1}

            """)
        let summary = try fixture.importFile(fixture.directory.appendingPathComponent("export").path)
        #expect(summary.feedback.map(\.recordingMSID) == ["m-1"])
        #expect(summary.skippedByReason == [.badFeedback: 3])
        #expect(summary.notImported.map(\.line) == [3, 4, 5])
    }

    @Test("a caa_id that is not a number is left out; the listen and its mapping stay")
    func oddCAAID() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.write("listens.jsonl", [
            #"{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": "rec-1", "caa_id": true, "artists": [{"artist_credit_name": "A", "artist_mbid": "a-1", "join_phrase": ""}]}}}"#,
            #"{"listened_at": 1700000100, "track_metadata": {"artist_name": "A", "track_name": "U", "mbid_mapping": {"recording_mbid": "rec-2", "caa_id": {"id": 5}}}}"#,
            #"{"listened_at": 1700000200, "track_metadata": {"artist_name": "A", "track_name": "V", "mbid_mapping": {"recording_mbid": "rec-3", "caa_id": "12x"}}}"#,
        ].joined(separator: "\n") + "\n")
        let summary = try fixture.importFile(path)
        #expect(summary.imported == 3)
        let listens = try fixture.listens()
        #expect(listens.map { $0.track.mapping?.recordingMBID } == ["rec-1", "rec-2", "rec-3"])
        #expect(listens.allSatisfy { $0.track.mapping?.caaID == nil })
    }

    @Test("a line that is not UTF-8 is skipped as such instead of stored with U+FFFD")
    func invalidUTF8() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        var data = Data(#"{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "Caf"#.utf8)
        data.append(contentsOf: [0xE9, 0x22, 0x7D, 0x7D, 0x0A])  // Latin-1 "é", then "}}\n
        data.append(Data((#"{"listened_at": 1700000100, "track_metadata": {"artist_name": "Björk", "track_name": "Jóga"}}"# + "\n").utf8))
        let path = try fixture.write("listens.jsonl", data)
        let summary = try fixture.importFile(path)
        #expect(summary.imported == 1)
        #expect(summary.skippedByReason == [.invalidUTF8: 1])
        #expect(summary.notImported.map(\.line) == [1])
        #expect(try fixture.listens().map(\.track.trackName) == ["Jóga"])
    }

    @Test("an unpacked export folder imports like the zip")
    func exportFolder() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        for (name, text) in Self.exportMembers { try fixture.write("export/" + name, text) }

        let summary = try fixture.importFile(fixture.directory.appendingPathComponent("export").path)

        #expect(summary.format == .listenBrainzFolder)
        #expect(summary.imported == 3 && summary.skippedTotal == 3 && summary.feedback.count == 2 && summary.pins.count == 1)
    }

    @Test("a damaged zip member is an error naming it, and nothing of the zip is stored")
    func corruptZip() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = fixture.directory.appendingPathComponent("broken.zip").path
        try Self.makeExport(at: path)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // Flip a byte inside the deflated data of the last listens member (October).
        let marker = Array("listens/2024/10.jsonl".utf8)
        let header = try #require((0..<bytes.count - marker.count).first { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        bytes[header + marker.count + 3] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let error = try #require(throws: ImportError.self) { try fixture.importFile(path) }

        #expect(error.code == .corrupt)
        #expect(error.file == path + ":listens/2024/10.jsonl")
        #expect(try fixture.store.listenCount(user: "rob") == 0)
        #expect(try fixture.store.feedback(user: "rob").isEmpty)
    }

    @Test("a zip cut in half, and a zip that is not an export, are clear errors")
    func unreadableZips() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = fixture.directory.appendingPathComponent("half.zip").path
        try Self.makeExport(at: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        let other = fixture.directory.appendingPathComponent("photos.zip")
        let archive = try Archive(url: other, accessMode: .create)
        try archive.addEntry(
            with: "a.txt", type: .file, uncompressedSize: Int64(2), compressionMethod: .none,
            provider: { (_: Int64, _: Int) in Data("hi".utf8) })

        #expect(throws: ImportError.self) { try fixture.importFile(path) }
        let wrong = try #require(throws: ImportError.self) { try fixture.importFile(other.path) }
        #expect(wrong.code == .wrongKind && wrong.message.contains("not a ListenBrainz export"))
    }

    @Test("files of the wrong kind are refused up front with the file named")
    func wrongKinds() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let stats = try fixture.write("userArtists.json", #"{"payload": {"artists": []}}"#)
        let png = try fixture.write("cover.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        let prose = try fixture.write("notes.txt", "Dear diary, today I listened to music.\n")
        let empty = try fixture.write("empty.jsonl", "")

        for path in [stats, png, prose, empty] {
            let error = try #require(throws: ImportError.self) { try fixture.importFile(path) }
            #expect(error.code == .wrongKind && error.file == path)
        }
        let missing = try #require(throws: ImportError.self) { try fixture.importFile(fixture.directory.path + "/nope.zip") }
        #expect(missing.code == .notFound)
    }

    static let exportMembers: [(String, String)] = [
        ("user.json", #"{"user_id": 1, "username": "rob"}"#),
        ("listens/2024/10.jsonl", """
            {"listened_at": 1727740800, "track_metadata": {"artist_name": "A", "track_name": "October"}}
            {"listened_at": 1727740900, "track_metadata": {"artist_name": "A", "track_name": ""}}

            """),
        ("listens/2024/2.jsonl", #"{"listened_at": 1706745600, "track_metadata": {"artist_name": "A", "track_name": "February"}}"# + "\n"),
        ("listens/2024/1.jsonl", #"{"listened_at": 1704067200, "track_metadata": {"artist_name": "A", "track_name": "January"}}"# + "\n"),
        ("feedback.jsonl", """
            {"recording_msid": "msid-9", "score": 1, "created": 1700000000}
            {"recording_mbid": "rec-9", "recording_msid": null, "score": -1, "created": 1700000001.5}
            {"score": 0}

            """),
        (
            "pinned_recording.jsonl",
            #"{"row_id": 4, "recording_msid": "msid-9", "recording_mbid": null, "blurb_content": "yes", "created": 1700000100, "pinned_until": 1700604900}"#
                + "\n" + #"{"blurb_content": "no recording"}"# + "\n"
        ),
    ]

    /// Writes a ListenBrainz-shaped export zip with deflated members.
    static func makeExport(at path: String) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for (name, text) in exportMembers {
            let data = Data((text + String(repeating: "\n", count: 40)).utf8)
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
                provider: { (position: Int64, size: Int) in data.subdata(in: Int(position)..<Int(position) + size) })
        }
    }
}

@Suite("Import: ListenBrainz in parallel pieces")
struct ImportParallelTests {
    @Test("a JSONL parsed by two threads in small pieces gives the same outcomes, line numbers and listens as one")
    func piecesMatchOneReader() throws {
        var lines: [String] = []
        for index in 0..<400 {
            let time = 1_700_000_000 + index * 60
            switch index % 7 {
            case 3: lines.append(#"{"listened_at": \#(time), "track_metadata": {"artist_name": "", "track_name": "T"}}"#)
            case 5: lines.append(#"{"listened_at": \#(time), "track_metadata": {"#)
            case 6: lines.append(#"{"listened_at": \#(time - 120), "track_metadata": {"artist_name": "a\#((index - 2) % 5)", "track_name": "t"}}"#)
            default: lines.append(#"{"listened_at": \#(time), "track_metadata": {"artist_name": "A\#(index % 5)", "track_name": "T", "mbid_mapping": null}}"#)
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        var single = try ImportFixture()
        var split = try ImportFixture()
        defer {
            single.remove()
            split.remove()
        }
        single.options.batchSize = 16
        split.options.batchSize = 16
        split.options.parallelPieceSize = 700

        let one = try single.importFile(try single.write("listens.jsonl", text))
        let two = try split.importFile(try split.write("listens.jsonl", text))

        #expect(one.imported == two.imported && one.duplicates == two.duplicates && one.skipped == two.skipped)
        #expect(one.notImported.map(\.line) == two.notImported.map(\.line))
        #expect(one.notImported.map(\.outcome) == two.notImported.map(\.outcome))
        #expect(one.imported > 100 && one.duplicates > 10)
        #expect(try single.listens() == split.listens())
    }
}
