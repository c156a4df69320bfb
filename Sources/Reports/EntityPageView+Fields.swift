extension EntityPageView: MustacheFields {
    static let fields: [String: @Sendable (EntityPageView) -> Any] = [
        "user": { $0.user }, "generator": { $0.generator }, "kindLabel": { $0.kindLabel }, "name": { $0.name },
        "pageTitle": { $0.pageTitle }, "artistCredit": { $0.artistCredit }, "hasArtistCredit": { $0.hasArtistCredit },
        "hasArtistURL": { $0.hasArtistURL }, "artistURL": { $0.artistURL }, "albumName": { $0.albumName },
        "hasAlbum": { $0.hasAlbum }, "hasAlbumURL": { $0.hasAlbumURL }, "albumURL": { $0.albumURL },
        "hasMusicBrainz": { $0.hasMusicBrainz }, "musicBrainzURL": { $0.musicBrainzURL }, "indexURL": { $0.indexURL },
        "archiveURL": { $0.archiveURL }, "facts": { $0.facts }, "years": { $0.years }, "hasYears": { $0.hasYears },
        "monthsPath": { $0.monthsPath }, "hasMonths": { $0.hasMonths }, "monthCount": { $0.monthCount },
        "monthsSummary": { $0.monthsSummary }, "busiestMonthText": { $0.busiestMonthText }, "firstMonth": { $0.firstMonth },
        "lastMonth": { $0.lastMonth },
        "charts": { $0.charts }, "calendar": { $0.calendar }, "hasCalendar": { $0.hasCalendar },
        "calendarSummary": { $0.calendarSummary }, "lists": { $0.lists }, "milestones": { $0.milestones },
        "hasMilestones": { $0.hasMilestones }, "hasCover": { $0.hasCover }, "coverPath": { $0.coverPath },
        "coverAlt": { $0.coverAlt }, "stylesheetURL": { $0.stylesheetURL }, "search": { $0.search },
    ]
}

extension EntityPageView.Fact: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "label": { $0.label }, "value": { $0.value }, "detail": { $0.detail }, "hasDetail": { $0.hasDetail },
    ]
}

extension EntityPageView.YearRow: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "label": { $0.label }, "rank": { $0.rank }, "hasRank": { $0.hasRank }, "hasLink": { $0.hasLink },
        "url": { $0.url }, "count": { $0.count }, "barPercent": { $0.barPercent },
    ]
}

extension EntityPageView.CalendarDayCell: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = [
        "area": { $0.area }, "level": { $0.level }, "label": { $0.label },
    ]
}

extension EntityPageView.List: MustacheFields {
    static let fields: [String: @Sendable (Self) -> Any] = ["id": { $0.id }, "title": { $0.title }, "rows": { $0.rows }]
}
