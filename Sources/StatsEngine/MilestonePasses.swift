import ListenModel

/// The two halves of the pass that makes a `MilestoneTimeline`, independent of each other so
/// that two cores make them at once: the milestone timeline was the longest single piece of
/// `stats --all-ranges` and of a year report, the other core idling once its ranges were done.
///
/// `artists` follows the days, weeks and years: listen-count marks, the Eddington number, the
/// weeks' #1 artists and each year's artists (chart and medals). `certifications` counts every
/// recording's and release's listens: certifications, and each year's release and recording
/// medals. Each milestone comes with the place it had in the one pass: the listen's position
/// (a year's medals: the position of the next year's first listen, or the history's count) and
/// its order there, medals first, as they were made at the year's close before that listen.
enum MilestonePasses {
    struct Made {
        var milestone: Milestone
        var subject: Int32
        var position: Int
        var order: Int
    }

    /// The order of what is made at one position.
    static let artistMedalOrder = 0
    static let releaseMedalOrder = 3
    static let recordingMedalOrder = 6
    static let listenCountOrder = 10
    static let recordingCertificationOrder = 11
    static let releaseCertificationOrder = 12
    static let eddingtonOrder = 13

    /// The days, weeks and years' half.
    struct Artists {
        var made: [Made] = []
        var weekIndex: [Int32] = []
        var weekTopArtists: [[Int32]] = []
        var yearTopArtists: [Int: [(artist: Int32, count: Int32)]] = [:]
        var dayTotals: [Int32] = []
        var minDay = 0

        init(_ index: HistoryIndex, options: MilestoneOptions) {
            let history = index.history
            guard !history.isEmpty else { return }
            let entities = index.entities
            // The columns read per listen, hoisted out of their computed properties.
            let trackRecording = entities.trackRecording
            let trackArtists = entities.trackArtists
            let artistStart = entities.artistStart
            let artistEnd = entities.artistEnd
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
            var currentWeek = MilestoneTimeline.week(ofDay: index.dayNumber[0])
            var yearArtists = [Int32](repeating: 0, count: index.artists.count)
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
            func closeYear(at position: Int) {
                let time = index.clock.lastSecond(of: CalendarDay(year: currentYear, month: 12, day: 31))
                let day = CalendarDay(year: currentYear, month: 12, day: 31)
                let chart = index.order(index.artists, yearArtists).top(MilestoneTimeline.yearChartKept)
                yearTopArtists[currentYear] = chart.map { ($0, yearArtists[Int($0)]) }
                for (place, id) in chart.prefix(MilestoneTimeline.medalPlaces).enumerated() {
                    let artist = index.artist(id, listenCount: yearArtists[Int(id)])
                    let medal = Milestone(
                        kind: .medal, time: time, day: day, value: place + 1, subject: .artist, name: artist.name,
                        mbid: artist.mbid, year: currentYear, listenCount: artist.listenCount)
                    made.append(Made(milestone: medal, subject: id, position: position, order: artistMedalOrder + place))
                }
                for i in yearArtists.indices { yearArtists[i] = 0 }
            }

            // The next listen number that is a milestone, instead of a division per listen.
            var nextListenMark = options.nextListenCountMark(after: 0)
            for position in 0..<history.count {
                let time = listenedAt[position]
                let track = Int(trackIndex[position])
                // A clock change can step a day back over midnight: such a listen stays in the
                // week and year already open.
                let day = max(dayNumbers[position], currentDay)
                if day != currentDay {
                    let week = MilestoneTimeline.week(ofDay: day)
                    if week != currentWeek {
                        closeWeek()
                        currentWeek = week
                    }
                    let year = CalendarDay(dayNumber: Int(day)).year
                    if year != currentYear {
                        closeYear(at: position)
                        currentYear = year
                    }
                    currentDay = day
                }

                let listenNumber = position + 1
                if listenNumber == nextListenMark {
                    nextListenMark = options.nextListenCountMark(after: listenNumber)
                    let recording = index.recording(trackRecording[track], listenCount: 0)
                    let mark = Milestone(
                        kind: .listenCount, time: time, day: index.clock.day(at: time), value: listenNumber,
                        subject: .recording, name: recording.trackName, mbid: recording.mbid,
                        artistName: recording.artistName, releaseName: recording.releaseName,
                        releaseMBID: recording.releaseMBID)
                    made.append(Made(milestone: mark, subject: trackRecording[track], position: position, order: listenCountOrder))
                }

                for slot in Int(artistStart[track])..<Int(artistEnd[track]) {
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
                    let number = Milestone(kind: .eddington, time: time, day: index.clock.day(at: time), value: eddington)
                    made.append(Made(milestone: number, subject: -1, position: position, order: eddingtonOrder))
                }
            }
            closeWeek()
            closeYear(at: history.count)
            self.minDay = minDay
            self.dayTotals = dayTotals
        }
    }

    /// The recordings' and releases' half.
    struct Certifications {
        var made: [Made] = []

        init(_ index: HistoryIndex, options: MilestoneOptions) {
            let history = index.history
            guard !history.isEmpty else { return }
            let entities = index.entities
            var recordingTotals = [Int32](repeating: 0, count: index.recordings.count)
            var releaseTotals = [Int32](repeating: 0, count: index.releases.count)
            // A few thresholds each: a linear look costs less per listen than hashing, and below
            // the lowest none is needed.
            let recordingMarks = options.recordingCertifications.filter { $0 > 0 }.map(Int32.init(clamping:))
            let releaseMarks = options.releaseCertifications.filter { $0 > 0 }.map(Int32.init(clamping:))
            let lowestRecordingMark = recordingMarks.min() ?? .max
            let lowestReleaseMark = releaseMarks.min() ?? .max
            // What a listen of each track counts for, side by side: one read per listen where
            // two columns of 185,000 tracks (too many for a core's cache) were two cache misses.
            let columns = TrackColumns.make(entities)
            let dayNumbers = index.dayNumber
            let listenedAt = history.listenedAt
            let trackIndex = history.trackIndex

            // A year's listens of a release or recording are its total at the year's end less
            // its total at the year's start, made once a year instead of counted per listen.
            var releasesBeforeYear = releaseTotals
            var recordingsBeforeYear = recordingTotals
            var yearReleases = releaseTotals
            var yearRecordings = recordingTotals
            // The year as the other half follows it: the latest day so far (a clock change can
            // step a day back over midnight).
            var currentDay = index.dayNumber[0]
            var currentYear = CalendarDay(dayNumber: Int(currentDay)).year

            func closeYear(at position: Int) {
                for i in yearReleases.indices { yearReleases[i] = releaseTotals[i] - releasesBeforeYear[i] }
                for i in yearRecordings.indices { yearRecordings[i] = recordingTotals[i] - recordingsBeforeYear[i] }
                releasesBeforeYear = releaseTotals
                recordingsBeforeYear = recordingTotals
                let time = index.clock.lastSecond(of: CalendarDay(year: currentYear, month: 12, day: 31))
                let day = CalendarDay(year: currentYear, month: 12, day: 31)
                for (place, id) in index.order(index.releases, yearReleases).top(MilestoneTimeline.medalPlaces).enumerated() {
                    let release = index.release(id, listenCount: yearReleases[Int(id)])
                    let medal = Milestone(
                        kind: .medal, time: time, day: day, value: place + 1, subject: .release, name: release.name,
                        mbid: release.mbid, artistName: release.artistName, year: currentYear, listenCount: release.listenCount)
                    made.append(Made(milestone: medal, subject: id, position: position, order: releaseMedalOrder + place))
                }
                for (place, id) in index.order(index.recordings, yearRecordings).top(MilestoneTimeline.medalPlaces).enumerated() {
                    let recording = index.recording(id, listenCount: yearRecordings[Int(id)])
                    let medal = Milestone(
                        kind: .medal, time: time, day: day, value: place + 1, subject: .recording, name: recording.trackName,
                        mbid: recording.mbid, artistName: recording.artistName, releaseName: recording.releaseName,
                        releaseMBID: recording.releaseMBID, year: currentYear, listenCount: recording.listenCount)
                    made.append(Made(milestone: medal, subject: id, position: position, order: recordingMedalOrder + place))
                }
            }

            for position in 0..<history.count {
                let time = listenedAt[position]
                let track = columns[Int(trackIndex[position])]
                if dayNumbers[position] > currentDay {
                    currentDay = dayNumbers[position]
                    let year = CalendarDay(dayNumber: Int(currentDay)).year
                    if year != currentYear {
                        closeYear(at: position)
                        currentYear = year
                    }
                }

                let recordingID = Int(track.recording)
                recordingTotals[recordingID] += 1
                let recordingTotal = recordingTotals[recordingID]
                if recordingTotal >= lowestRecordingMark && recordingMarks.contains(recordingTotal) {
                    let recording = index.recording(Int32(recordingID), listenCount: recordingTotal)
                    let certification = Milestone(
                        kind: .certification, time: time, day: index.clock.day(at: time),
                        value: Int(recordingTotal), subject: .recording, name: recording.trackName,
                        mbid: recording.mbid, artistName: recording.artistName, releaseName: recording.releaseName,
                        releaseMBID: recording.releaseMBID)
                    made.append(
                        Made(milestone: certification, subject: Int32(recordingID), position: position, order: recordingCertificationOrder))
                }
                let releaseID = Int(track.release)
                if releaseID >= 0 {
                    releaseTotals[releaseID] += 1
                    let releaseTotal = releaseTotals[releaseID]
                    if releaseTotal >= lowestReleaseMark && releaseMarks.contains(releaseTotal) {
                        let release = index.release(Int32(releaseID), listenCount: releaseTotal)
                        let certification = Milestone(
                            kind: .certification, time: time, day: index.clock.day(at: time),
                            value: Int(releaseTotal), subject: .release, name: release.name,
                            mbid: release.mbid, artistName: release.artistName)
                        made.append(
                            Made(milestone: certification, subject: Int32(releaseID), position: position, order: releaseCertificationOrder))
                    }
                }
            }
            closeYear(at: history.count)
        }
    }
}
