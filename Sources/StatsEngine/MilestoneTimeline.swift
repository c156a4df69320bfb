import ListenModel

/// Every milestone of a history and every week's #1, found in one pass over the listens in
/// time order; a period's milestones are the ones dated inside it, since none depends on a
/// later listen.
struct MilestoneTimeline: Sendable {
    /// Oldest first; medals are dated at their year's last second.
    var milestones: [Milestone] = []
    /// Per milestone, the id of its subject in the index's table of its kind (artists,
    /// releases or recordings); -1 for an Eddington number. An entity's page picks its own by id.
    var subjectIDs: [Int32] = []
    /// Per ISO week with listens (`weekIndex` ascending), its #1 artists: ties share the week.
    var weekIndex: [Int32] = []
    var weekTopArtists: [[Int32]] = []
    /// Per calendar year with listens: its top ten artists with their listens, in chart order.
    var yearTopArtists: [Int: [(artist: Int32, count: Int32)]] = [:]
    /// Listens per wall-clock day of the whole history, from day number `minDay` on.
    var dayTotals: [Int32] = []
    var minDay = 0

    /// How many artists of each year's chart are kept for forgotten favourites.
    static let yearChartKept = 10
    static let medalPlaces = 3

    /// The ISO week number of a day number: weeks counted from the Monday before 1970-01-01.
    static func week(ofDay day: Int32) -> Int32 { Int32(WallClock.floorDiv(Int64(day) + 3, 7)) }
    /// The Monday that starts week `week`.
    static func monday(ofWeek week: Int32) -> CalendarDay { CalendarDay(dayNumber: Int(week) * 7 - 3) }

    init() {}

    init(_ index: HistoryIndex, options: MilestoneOptions) {
        let history = index.history
        guard !history.isEmpty else { return }
        let entities = index.entities
        var recordingTotals = [Int32](repeating: 0, count: index.recordings.count)
        var releaseTotals = [Int32](repeating: 0, count: index.releases.count)
        // A few thresholds each: a linear look costs less per listen than hashing.
        let recordingMarks = options.recordingCertifications.filter { $0 > 0 }.map(Int32.init(clamping:))
        let releaseMarks = options.releaseCertifications.filter { $0 > 0 }.map(Int32.init(clamping:))
        // What a listen of each track counts for, side by side: one read per listen where four
        // columns of 185,000 tracks (too many for a core's cache) were four cache misses.
        let columns = TrackColumns.make(entities)
        let trackArtists = entities.trackArtists
        let dayNumbers = index.dayNumber
        let listenedAt = history.listenedAt
        let trackIndex = history.trackIndex

        // Eddington: per day its listens so far, and how many days have at least k.
        let minDay = Int(index.dayNumber.min() ?? 0)
        let maxDay = Int(index.dayNumber.max() ?? 0)
        var dayTotals = [Int32](repeating: 0, count: maxDay - minDay + 1)
        var daysWithAtLeast = [Int32](repeating: 0, count: 2)
        var eddington = 0

        // The week's and the year's tallies; the week's touched artists, to reset only those.
        var weekArtists = [Int32](repeating: 0, count: index.artists.count)
        var weekTouched: [Int32] = []
        var currentWeek = Self.week(ofDay: index.dayNumber[0])
        var yearArtists = [Int32](repeating: 0, count: index.artists.count)
        // A year's listens of a release or recording are its total at the year's end less its
        // total at the year's start, made once a year instead of counted per listen.
        var releasesBeforeYear = releaseTotals
        var recordingsBeforeYear = recordingTotals
        var yearReleases = releaseTotals
        var yearRecordings = recordingTotals
        var currentDay = index.dayNumber[0]
        var currentYear = CalendarDay(dayNumber: Int(currentDay)).year

        func closeWeek() {
            var best: Int32 = 0
            for artist in weekTouched where weekArtists[Int(artist)] > best { best = weekArtists[Int(artist)] }
            if best > 0 {
                weekIndex.append(currentWeek)
                weekTopArtists.append(weekTouched.filter { weekArtists[Int($0)] == best }.sorted())
            }
            for artist in weekTouched { weekArtists[Int(artist)] = 0 }
            weekTouched.removeAll(keepingCapacity: true)
        }
        func closeYear() {
            for i in yearReleases.indices { yearReleases[i] = releaseTotals[i] - releasesBeforeYear[i] }
            for i in yearRecordings.indices { yearRecordings[i] = recordingTotals[i] - recordingsBeforeYear[i] }
            releasesBeforeYear = releaseTotals
            recordingsBeforeYear = recordingTotals
            let time = index.clock.lastSecond(of: CalendarDay(year: currentYear, month: 12, day: 31))
            let day = CalendarDay(year: currentYear, month: 12, day: 31)
            let artistOrder = index.order(index.artists, yearArtists)
            let chart = artistOrder.top(Self.yearChartKept)
            yearTopArtists[currentYear] = chart.map { ($0, yearArtists[Int($0)]) }
            for (place, id) in chart.prefix(Self.medalPlaces).enumerated() {
                let artist = index.artist(id, listenCount: yearArtists[Int(id)])
                milestones.append(
                    Milestone(
                        kind: .medal, time: time, day: day, value: place + 1, subject: .artist, name: artist.name,
                        mbid: artist.mbid, year: currentYear, listenCount: artist.listenCount))
                subjectIDs.append(id)
            }
            for (place, id) in index.order(index.releases, yearReleases).top(Self.medalPlaces).enumerated() {
                let release = index.release(id, listenCount: yearReleases[Int(id)])
                milestones.append(
                    Milestone(
                        kind: .medal, time: time, day: day, value: place + 1, subject: .release, name: release.name,
                        mbid: release.mbid, artistName: release.artistName, year: currentYear, listenCount: release.listenCount))
                subjectIDs.append(id)
            }
            for (place, id) in index.order(index.recordings, yearRecordings).top(Self.medalPlaces).enumerated() {
                let recording = index.recording(id, listenCount: yearRecordings[Int(id)])
                milestones.append(
                    Milestone(
                        kind: .medal, time: time, day: day, value: place + 1, subject: .recording, name: recording.trackName,
                        mbid: recording.mbid, artistName: recording.artistName, releaseName: recording.releaseName,
                        releaseMBID: recording.releaseMBID, year: currentYear, listenCount: recording.listenCount))
                subjectIDs.append(id)
            }
            for i in yearArtists.indices { yearArtists[i] = 0 }
        }

        // The next listen number that is a milestone, instead of a division per listen.
        var nextListenMark = options.nextListenCountMark(after: 0)
        // Below the lowest mark no total needs looking up in the marks.
        let lowestRecordingMark = recordingMarks.min() ?? .max
        let lowestReleaseMark = releaseMarks.min() ?? .max
        for position in 0..<history.count {
            let time = listenedAt[position]
            let track = columns[Int(trackIndex[position])]
            // A clock change can step a day back over midnight: such a listen stays in the
            // week and year already open.
            let day = max(dayNumbers[position], currentDay)
            if day != currentDay {
                let week = Self.week(ofDay: day)
                if week != currentWeek {
                    closeWeek()
                    currentWeek = week
                }
                let year = CalendarDay(dayNumber: Int(day)).year
                if year != currentYear {
                    closeYear()
                    currentYear = year
                }
                currentDay = day
            }

            let listenNumber = position + 1
            if listenNumber == nextListenMark {
                nextListenMark = options.nextListenCountMark(after: listenNumber)
                let recording = index.recording(track.recording, listenCount: 0)
                milestones.append(
                    Milestone(
                        kind: .listenCount, time: time, day: index.clock.day(at: time), value: listenNumber,
                        subject: .recording, name: recording.trackName, mbid: recording.mbid,
                        artistName: recording.artistName, releaseName: recording.releaseName,
                        releaseMBID: recording.releaseMBID))
                subjectIDs.append(track.recording)
            }

            let recordingID = Int(track.recording)
            recordingTotals[recordingID] += 1
            if recordingTotals[recordingID] >= lowestRecordingMark && recordingMarks.contains(recordingTotals[recordingID]) {
                let recording = index.recording(Int32(recordingID), listenCount: recordingTotals[recordingID])
                milestones.append(
                    Milestone(
                        kind: .certification, time: time, day: index.clock.day(at: time),
                        value: Int(recordingTotals[recordingID]), subject: .recording, name: recording.trackName,
                        mbid: recording.mbid, artistName: recording.artistName, releaseName: recording.releaseName,
                        releaseMBID: recording.releaseMBID))
                subjectIDs.append(Int32(recordingID))
            }
            let releaseID = Int(track.release)
            if releaseID >= 0 {
                releaseTotals[releaseID] += 1
                if releaseTotals[releaseID] >= lowestReleaseMark && releaseMarks.contains(releaseTotals[releaseID]) {
                    let release = index.release(Int32(releaseID), listenCount: releaseTotals[releaseID])
                    milestones.append(
                        Milestone(
                            kind: .certification, time: time, day: index.clock.day(at: time),
                            value: Int(releaseTotals[releaseID]), subject: .release, name: release.name,
                            mbid: release.mbid, artistName: release.artistName))
                    subjectIDs.append(Int32(releaseID))
                }
            }
            for slot in Int(track.artistStart)..<Int(track.artistEnd) {
                let artist = trackArtists[slot]
                if weekArtists[Int(artist)] == 0 { weekTouched.append(artist) }
                weekArtists[Int(artist)] += 1
                yearArtists[Int(artist)] += 1
            }

            // The day's count rises from c to c + 1: one more day has at least c + 1 listens.
            let dayOffset = Int(dayNumbers[position]) - minDay
            let dayTotal = Int(dayTotals[dayOffset]) + 1
            dayTotals[dayOffset] = Int32(dayTotal)
            if dayTotal >= daysWithAtLeast.count { daysWithAtLeast.append(0) }
            daysWithAtLeast[dayTotal] += 1
            // A listen raises the number by one at most (see `EddingtonNumber`).
            if eddington + 1 < daysWithAtLeast.count && Int(daysWithAtLeast[eddington + 1]) >= eddington + 1 {
                eddington += 1
                milestones.append(Milestone(kind: .eddington, time: time, day: index.clock.day(at: time), value: eddington))
                subjectIDs.append(-1)
            }
        }
        closeWeek()
        closeYear()
        self.minDay = minDay
        self.dayTotals = dayTotals
        // Medals were appended at year ends, after the year's other milestones but before the
        // next year's; a stable sort by time keeps each moment's order.
        let order = milestones.indices.sorted { (milestones[$0].time, $0) < (milestones[$1].time, $1) }
        milestones = order.map { milestones[$0] }
        subjectIDs = order.map { subjectIDs[$0] }
    }
}
