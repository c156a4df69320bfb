import ChartKit
import Charts
import ListenModel

/// Deterministic sample data for every chart, which the snapshot and layout tests draw.
///
/// Names deliberately mix scripts (CJK, Arabic, Hebrew, Cyrillic), emoji, markup-like and
/// shell-like characters, and one very long name, because those are what break charts.
enum ChartSamples {
    static let artists = [
        "坂本龍一", "Radiohead", "فيروز", "東京事変", "Björk", "<script>alert(1)</script>",
        "Godspeed You! Black Emperor and the Extremely Long Name Orchestra of Montréal",
        "Кино", "עומר אדם", "Tom & Jerry \"Live\" | $HOME *", "🌙 Moonchild", "Aphex Twin",
    ]

    static let releases = [
        ("Async", "坂本龍一"), ("OK Computer", "Radiohead"), ("Maarifa Rifa", "فيروز"),
        ("教育", "東京事変"), ("Homogenic", "Björk"), ("<b>Bold</b> & Brash", "<script>alert(1)</script>"),
        ("Группа крови", "Кино"), ("🌙 Night Songs for Ünïcode & <Friends>", "🌙 Moonchild"),
        ("Lift Your Skinny Fists Like Antennas to Heaven", "Godspeed You! Black Emperor"),
    ]

    /// A small deterministic pseudo-random sequence (no global generator, same on every run).
    struct Noise {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(UInt64(1) << 53)
        }
    }

    static func activity(title: String = "Listening activity") -> ActivityChartData {
        ActivityChartData(
            title: title, subtitle: "Week of 16 November 2026",
            labels: CalendarNames.shortWeekdays,
            current: [42, 58, 31, 77, 96, 134, 88], previous: [50, 40, 45, 61, 70, 101, 120],
            currentName: "This week", previousName: "Last week")
    }

    static func monthlyActivity() -> ActivityChartData {
        ActivityChartData(
            title: "Listens per month", subtitle: "2026",
            labels: CalendarNames.shortMonths,
            current: [812, 760, 905, 1010, 1230, 990, 1402, 1288, 930, 1104, 1187, 0],
            previous: [700, 650, 800, 860, 900, 1000, 1100, 1190, 1050, 980, 1010, 1300],
            currentName: "2026", previousName: "2025")
    }

    static func topArtists(count: Int = 10) -> TopBarsChartData {
        let counts = [412, 377, 301, 260, 233, 198, 176, 150, 121, 97, 80, 61]
        let changes: [Int?] = [0, 2, -1, nil, 3, -2, 0, nil, 1, -4, 0, 2]
        let items = (0..<min(count, artists.count)).map {
            TopBarsItem(label: artists[$0], count: counts[$0], rankChange: changes[$0])
        }
        return TopBarsChartData(title: "Top artists", subtitle: "This week, against last week", items: items)
    }

    static func topReleases() -> TopBarsChartData {
        let counts = [120, 96, 81, 77, 64, 52, 40, 33, 21]
        let items = releases.enumerated().map { index, release in
            TopBarsItem(label: release.0, sublabel: release.1, count: counts[index], rankChange: index % 3 == 0 ? nil : index - 4)
        }
        return TopBarsChartData(title: "Top albums", subtitle: "2026", items: items)
    }

    static func hourWeekday() -> HourWeekdayHeatmapData {
        var noise = Noise(state: 7)
        let counts = (0..<7).map { day in
            (0..<24).map { hour -> Int in
                let evening = hour >= 18 && hour <= 23 ? 1.0 : 0.0
                let commute = (hour == 8 || hour == 17) && day < 5 ? 1.0 : 0.0
                let night = hour < 7 ? 0.08 : 0.45
                let weekend = day >= 5 && hour >= 10 ? 0.6 : 0.0
                return Int((night + evening * 1.4 + commute * 1.1 + weekend + noise.next() * 0.4) * 30)
            }
        }
        return HourWeekdayHeatmapData(title: "When you listen", subtitle: "Hour of day × weekday, Europe/Berlin", counts: counts)
    }

    static func calendar(year: Int = 2026) -> CalendarHeatmapData {
        var noise = Noise(state: 11)
        let days = CalendarDay.isLeap(year) ? 366 : 365
        let counts = (0..<days).map { day -> Int in
            let weekday = CalendarDay(year: year, month: 1, day: 1).weekdayIndex
            let weekend = (weekday + day) % 7 >= 5 ? 1.6 : 1.0
            let summer = day > 170 && day < 240 ? 1.5 : 1.0
            let r = noise.next()
            if r < 0.12 { return 0 }
            return Int((r * r * 60 + 2) * weekend * summer) + (day == 200 ? 250 : 0)
        }
        // The engine counts streaks; 35 days is the longest run of listening days above.
        return CalendarHeatmapData(title: "\(year), day by day", year: year, dailyCounts: counts, longestStreak: 35)
    }

    static func evolution() -> ArtistEvolutionData {
        var noise = Noise(state: 5)
        let months = CalendarNames.shortMonths
        let series = artists.prefix(6).enumerated().map { index, name in
            NamedSeries(name: name, values: months.indices.map { month in
                let peak = Double((index * 2 + 1) % 12)
                let distance = abs(Double(month) - peak)
                return Int(max(0, 80 - distance * 9) + noise.next() * 20)
            })
        }
        return ArtistEvolutionData(title: "How your top artists changed", subtitle: "Listens per month, 2026", periodLabels: months, series: series)
    }

    static func rankBump() -> RankBumpData {
        let weeks = (1...12).map { "W\($0)" }
        let names = Array(artists.prefix(7))
        var noise = Noise(state: 3)
        var ranks: [[Int?]] = Array(repeating: [], count: names.count)
        for _ in weeks {
            let order = names.indices.sorted { a, b in
                Double(a) + noise.next() * 4 < Double(b) + noise.next() * 4
            }
            for (rank, artist) in order.enumerated() { ranks[artist].append(rank < 6 ? rank + 1 : nil) }
        }
        let series = names.enumerated().map { NamedSeries(name: $1, values: ranks[$0]) }
        return RankBumpData(title: "Weekly rank of your top artists", subtitle: "Weeks 1–12, 2026", periodLabels: weeks, series: series, depth: 6)
    }

    /// One artist's rank per year as an artist page draws it: around #20 every year, once
    /// below #100 (no number), so the axis runs to #50.
    static func artistRankBump() -> RankBumpData {
        let ranks: [Int?] = [23, 21, 20, 22, 20, nil, 21, 20, 23, 21]
        return RankBumpData(
            title: "Shadow Gold: rank among artists per year", subtitle: "Years ranked below #100 are left out",
            periodLabels: (2016...2025).map(String.init), series: [NamedSeries(name: "Shadow Gold", values: ranks)], depth: 50)
    }

    static func cards() -> StatCardsData {
        StatCardsData(title: "Your year in numbers", subtitle: "2026 against 2025", cards: [
            StatCard(value: "12,748", label: "Listens", note: "+14% on 2025", trend: .rise),
            StatCard(value: "712 h", label: "Listening time", note: "38 h estimated", trend: .neutral),
            StatCard(value: "1,204", label: "Artists", note: "−3% on 2025", trend: .fall),
            StatCard(value: "318", label: "New discoveries", note: "artists first heard in 2026"),
            StatCard(value: "41 days", label: "Longest streak", note: "12 Jul – 21 Aug"),
            StatCard(value: "21:00", label: "Favourite hour", note: "Fridays most of all"),
        ])
    }

    static func clock() -> ListeningClockData {
        let grid = hourWeekday().counts
        let hours = (0..<24).map { hour in grid.reduce(0) { $0 + $1[hour] } }
        return ListeningClockData(title: "Your listening clock", subtitle: "Listens by hour of day, 2026", hourCounts: hours)
    }

    static func albumGrid(coverDirectory: String? = nil) -> AlbumArtGridData {
        let counts = [120, 96, 81, 77, 64, 52, 40, 33, 21]
        let tiles = releases.enumerated().map { index, release in
            AlbumTile(release: release.0, artist: release.1, listenCount: counts[index],
                      coverFile: coverDirectory.map { "\($0)/cover-\(index).png" })
        }
        return AlbumArtGridData(title: "Top albums of 2026", subtitle: "Generated tiles where no cover is cached", tiles: tiles)
    }

    static func poster() -> YearPosterData {
        YearPosterData(
            year: 2026, userName: "rob · ListenBrainz", cards: cards().cards,
            topArtists: topArtists(count: 5).items, topAlbums: albumGrid().tiles, calendar: calendar())
    }

    /// A year-review share card with names in several scripts and every kind of lead.
    static func shareCard() -> ShareCardData {
        ShareCardData(
            title: "Climbers and fallers of 2026", subtitle: "rob · 2026",
            cards: [StatCard(value: "12,748", label: "Listens", note: "↑ 14% on 2025 (11,183)", trend: .rise)],
            rows: [
                ShareCardRow(lead: "▲ 6", trend: .rise, name: "坂本龍一", detail: "#8 → #2", value: "1,431"),
                ShareCardRow(lead: "#5", trend: .rise, name: "فيروز", detail: "new, up from #53", value: "481"),
                ShareCardRow(lead: "▼ 141", trend: .fall, name: "עומר אדם", detail: "#17 → #158", value: "8"),
                ShareCardRow(lead: "Gold", name: "<script>alert(1)</script> with a name far too long to fit on one line of the card", value: "2,324"),
            ])
    }
}
