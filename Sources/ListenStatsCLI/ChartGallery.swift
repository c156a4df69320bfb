import CairoCanvas
import ChartKit
import Charts
import Foundation

/// Draws every chart of the catalogue from sample data, light and dark, into a directory with
/// an `index.html` showing them side by side.
enum ChartGallery {
    static var entries: [GalleryEntry] {
        [
            GalleryEntry(name: "activity-week", caption: "Listening activity against the previous week", size: .card) {
                ActivityChart(data: ChartSamples.activity(), theme: $0)
            },
            GalleryEntry(name: "activity-year", caption: "Listens per month against the year before", size: .card) {
                ActivityChart(data: ChartSamples.monthlyActivity(), theme: $0)
            },
            GalleryEntry(name: "top-artists", caption: "Top artists with rank changes", size: .card) {
                TopBarsChart(data: ChartSamples.topArtists(), theme: $0)
            },
            GalleryEntry(name: "top-releases", caption: "Top albums with their artists", size: .card) {
                TopBarsChart(data: ChartSamples.topReleases(), theme: $0)
            },
            GalleryEntry(name: "hour-weekday", caption: "Hour × weekday punchcard", size: .card) {
                HourWeekdayHeatmap(data: ChartSamples.hourWeekday(), theme: $0)
            },
            GalleryEntry(name: "calendar", caption: "A year of days, quantile colours", size: .card) {
                CalendarHeatmap(data: ChartSamples.calendar(), theme: $0)
            },
            GalleryEntry(name: "artist-evolution", caption: "Top artists over the year as a streamgraph", size: .card) {
                ArtistEvolutionChart(data: ChartSamples.evolution(), theme: $0)
            },
            GalleryEntry(name: "rank-bump", caption: "Weekly ranks as a bump chart", size: .card) {
                RankBumpChart(data: ChartSamples.rankBump(), theme: $0)
            },
            GalleryEntry(name: "stat-cards", caption: "Big-number stat cards", size: .card) {
                StatCardsChart(data: ChartSamples.cards(), theme: $0)
            },
            GalleryEntry(name: "listening-clock", caption: "Radial 24-hour listening clock", size: .card) {
                ListeningClockChart(data: ChartSamples.clock(), theme: $0)
            },
            GalleryEntry(name: "album-grid", caption: "Album-art grid with generated tiles", size: .card) {
                AlbumArtGrid(data: ChartSamples.albumGrid(), theme: $0)
            },
            GalleryEntry(name: "poster-tall", caption: "Year in Music poster, 1080×1920", size: .posterTall, makeChart: {
                YearPoster(data: ChartSamples.poster(), theme: $0)
            }, writesPDF: true),
            GalleryEntry(name: "poster-square", caption: "Year in Music poster, 1080×1080", size: .posterSquare, makeChart: {
                YearPoster(data: ChartSamples.poster(), theme: $0)
            }, writesPDF: true),
        ]
    }

    /// Writes every entry as PNG (at `scale`) and SVG, in both themes, plus `index.html`;
    /// returns the files written.
    @discardableResult
    static func write(to directory: URL, scale: Double) throws -> [URL] {
        var written: [URL] = []
        for entry in entries {
            for theme in [Theme.light, Theme.dark] {
                let chart = entry.makeChart(theme)
                var formats: [ChartFormat] = [.png, .svg]
                if entry.writesPDF { formats.append(.pdf) }
                for format in formats {
                    let url = directory.appendingPathComponent("\(entry.name)-\(theme.name).\(format.rawValue)")
                    try ChartRenderer.write(chart, to: url, size: entry.size, format: format, scale: format == .png ? scale : 1)
                    written.append(url)
                }
            }
        }
        let index = directory.appendingPathComponent("index.html")
        do {
            try Data(indexPage().utf8).write(to: index, options: .atomic)
        } catch {
            throw CLIError("could not write \(index.path): \(error)")
        }
        written.append(index)
        return written
    }

    private static func indexPage() -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>ListenStats chart gallery</title>
            <style>
            body{font-family:system-ui,sans-serif;margin:2rem;background:#f6f7f9;color:#1b1f24}
            section{margin-bottom:3rem} .pair{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
            img{width:100%;height:auto;border:1px solid #d0d5dc;border-radius:6px}
            a{color:#0072b2} h2{margin-bottom:.3rem} p{margin-top:0;color:#5b6470}
            </style></head><body>
            <h1>ListenStats chart gallery</h1>

            """
        for entry in entries {
            html += "<section><h2>\(entry.name.xmlEscaped)</h2><p>\(entry.caption.xmlEscaped) · "
            html += ["light", "dark"].map { theme in
                var links = "<a href=\"\(entry.name)-\(theme).svg\">\(theme) SVG</a>"
                if entry.writesPDF { links += " · <a href=\"\(entry.name)-\(theme).pdf\">\(theme) PDF</a>" }
                return links
            }.joined(separator: " · ")
            html += "</p><div class=\"pair\">"
            for theme in ["light", "dark"] {
                html += "<img src=\"\(entry.name)-\(theme).png\" alt=\"\(entry.caption.xmlEscaped), \(theme) theme\">"
            }
            html += "</div></section>\n"
        }
        return html + "</body></html>\n"
    }
}
