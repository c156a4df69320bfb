import ChartKit

/// The shareable Year in Music poster: tall (1080×1920) or square (1080×1080), picked from the
/// frame's shape, combining stat cards, the top 5 artists, top albums and the calendar.
public struct YearPoster: Chart {
    public var data: YearPosterData
    public var theme: Theme

    public init(data: YearPosterData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { "\(data.year) in music: \(data.userName)" }

    public var summary: String {
        let cards = data.cards.map { "\($0.label) \($0.value)" }.joined(separator: ", ")
        let artists = data.topArtists.prefix(5).map(\.label).joined(separator: ", ")
        return "\(cards). Top artists: \(artists)."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let tall = frame.height > frame.width * 1.3
        var area = frame.inset(by: 60 * k)

        // Masthead: the year large in the accent colour, then whose year it is.
        let yearFont = Font(size: (tall ? 132 : 96) * k, weight: .bold)
        let yearText = String(data.year)
        scene.text(TextMark(yearText, at: Point(x: area.minX, y: area.minY), font: yearFont, color: theme.accent, anchor: TextAnchor(.left, .top)))
        let yearExtent = measurer.measure(yearText, font: yearFont)
        let tagFont = type.title
        let tagX = area.minX + yearExtent.width + 24 * k
        scene.text(TextMark("in music", at: Point(x: tagX, y: area.minY + yearExtent.ascent * 0.45), font: tagFont, color: theme.text, anchor: TextAnchor(.left, .baseline)))
        let user = measurer.fitted(data.userName, font: type.subtitle, maxWidth: area.maxX - tagX)
        scene.text(TextMark(user, at: Point(x: tagX, y: area.minY + yearExtent.ascent * 0.45 + 12 * k), font: type.subtitle, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
        area = area.inset(top: yearExtent.height + 28 * k)

        let artists = TopBarsChart(data: TopBarsChartData(title: "", items: Array(data.topArtists.prefix(5)), showsRankChange: false), theme: theme)
        let calendar = CalendarHeatmap(data: data.calendar, theme: theme)
        let sectionFont = type.title.sized(type.title.size * 0.75)
        let sectionHeight = measurer.measure("Ag", font: sectionFont).height + 14 * k

        func section(_ title: String, _ rect: Rect) -> Rect {
            scene.text(TextMark(title, at: Point(x: rect.minX, y: rect.minY), font: sectionFont, color: theme.text, anchor: TextAnchor(.left, .top)))
            return rect.inset(top: sectionHeight)
        }

        if tall {
            // Albums, calendar and the artist list take the height their content needs; the
            // cards get what is left (within limits), so no section ends in a gap.
            let tiles = Array(data.topAlbums.prefix(5))
            let tileSide = (area.width - 10 * k * Double(max(tiles.count - 1, 0))) / Double(max(tiles.count, 1))
            let calendarHeight = sectionHeight + calendar.gridHeight(width: area.width, typography: type, measurer: measurer)
            let albumsHeight = sectionHeight + tileSide + 36 * k
            let artistType = Typography(width: frame.width * 1.8, scale: theme.typeScale)
            let artistRows = Double(max(1, min(5, data.topArtists.count)))
            let artistsHeight = 36 * k + sectionHeight + artistRows * measurer.measure("Ag", font: artistType.label).height * 4 + 12 * k
            let cardsHeight = min(max(area.height - calendarHeight - albumsHeight - artistsHeight, area.height * 0.18), area.height * 0.28)
            let (cardsArea, afterCards) = area.slicedTop(cardsHeight)
            StatCardsChart.drawCards(data.cards, in: cardsArea, columns: 3, theme: theme, typography: type, scene: &scene, measurer: measurer)
            let (calendarArea, aboveCalendar) = afterCards.slicedBottom(calendarHeight)
            let (albumsArea, aboveAlbums) = aboveCalendar.slicedBottom(albumsHeight)
            artists.drawRows(in: section("Top artists", aboveAlbums.inset(top: 36 * k, bottom: 12 * k)), typography: artistType, scene: &scene, measurer: measurer)
            AlbumArtGrid.drawTiles(tiles, in: section("Top albums", albumsArea.inset(bottom: 36 * k)), theme: theme, typography: type, scene: &scene, measurer: measurer)
            calendar.drawGrid(in: section("Every day of \(data.year)", calendarArea), typography: type, scene: &scene, measurer: measurer)
        } else {
            let (cardsArea, afterCards) = area.slicedTop(area.height * 0.24)
            StatCardsChart.drawCards(Array(data.cards.prefix(4)), in: cardsArea, columns: 4, theme: theme, typography: type, scene: &scene, measurer: measurer)
            let (middle, calendarArea) = afterCards.inset(top: 28 * k).slicedTop(afterCards.height * 0.58)
            let half = (middle.width - 32 * k) / 2
            let left = Rect(x: middle.minX, y: middle.minY, width: half, height: middle.height)
            let right = Rect(x: middle.maxX - half, y: middle.minY, width: half, height: middle.height)
            let artistsBody = section("Top artists", left)
            artists.drawRows(in: artistsBody, typography: type, scene: &scene, measurer: measurer)
            AlbumArtGrid.drawTiles(Array(data.topAlbums.prefix(4)), in: section("Top albums", right), theme: theme, typography: type, scene: &scene, measurer: measurer)
            let calendarBody = section("Every day of \(data.year)", calendarArea.inset(top: 20 * k))
            calendar.drawGrid(in: calendarBody, typography: type, scene: &scene, measurer: measurer)
        }
    }
}
