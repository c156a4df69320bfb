extension EntityPageView: MustacheFields {
    static let fields: [String: PartialKeyPath<EntityPageView> & Sendable] = [
        "user": \.user, "generator": \.generator, "kindLabel": \.kindLabel, "name": \.name, "pageTitle": \.pageTitle,
        "artistCredit": \.artistCredit, "hasArtistCredit": \.hasArtistCredit, "hasArtistURL": \.hasArtistURL,
        "artistURL": \.artistURL, "albumName": \.albumName, "hasAlbum": \.hasAlbum, "hasAlbumURL": \.hasAlbumURL,
        "albumURL": \.albumURL, "hasMusicBrainz": \.hasMusicBrainz, "musicBrainzURL": \.musicBrainzURL,
        "indexURL": \.indexURL, "archiveURL": \.archiveURL, "facts": \.facts, "years": \.years, "hasYears": \.hasYears,
        "monthsPath": \.monthsPath, "hasMonths": \.hasMonths, "monthCount": \.monthCount, "monthsSummary": \.monthsSummary,
        "firstMonth": \.firstMonth, "lastMonth": \.lastMonth, "charts": \.charts, "calendar": \.calendar,
        "hasCalendar": \.hasCalendar, "calendarSummary": \.calendarSummary, "lists": \.lists,
        "milestones": \.milestones, "hasMilestones": \.hasMilestones, "hasCover": \.hasCover, "coverPath": \.coverPath,
        "coverAlt": \.coverAlt, "stylesheetURL": \.stylesheetURL,
    ]
}

extension EntityPageView.Fact: MustacheFields {
    static let fields: [String: PartialKeyPath<Self> & Sendable] = [
        "label": \.label, "value": \.value, "detail": \.detail, "hasDetail": \.hasDetail,
    ]
}

extension EntityPageView.YearRow: MustacheFields {
    static let fields: [String: PartialKeyPath<Self> & Sendable] = [
        "label": \.label, "rank": \.rank, "hasRank": \.hasRank, "hasLink": \.hasLink, "url": \.url, "count": \.count,
        "barPercent": \.barPercent,
    ]
}

extension EntityPageView.CalendarDayCell: MustacheFields {
    static let fields: [String: PartialKeyPath<Self> & Sendable] = [
        "area": \.area, "level": \.level, "label": \.label,
    ]
}

extension EntityPageView.List: MustacheFields {
    static let fields: [String: PartialKeyPath<Self> & Sendable] = ["id": \.id, "title": \.title, "rows": \.rows]
}
