/// Every section's partial is rendered with the page below it, so each name a section's own
/// model lacks (and every name of `report.mustache`) is looked up here.
extension ReportViewModel: MustacheFields {
    static let fields: [String: @Sendable (ReportViewModel) -> Any] = [
        "pageTitle": { $0.pageTitle }, "user": { $0.user }, "periodTitle": { $0.periodTitle },
        "periodNoun": { $0.periodNoun }, "dateRange": { $0.dateRange }, "timeZone": { $0.timeZone },
        "generator": { $0.generator }, "hasNavigation": { $0.hasNavigation }, "navigation": { $0.navigation },
        "frontMatter": { $0.frontMatter }, "palette": { $0.palette }, "stylesheetURL": { $0.stylesheetURL },
        "hasStylesheet": { $0.hasStylesheet }, "sourceNote": { $0.sourceNote }, "hasSourceNote": { $0.hasSourceNote },
        "ogImage": { $0.ogImage }, "hasOGImage": { $0.hasOGImage }, "ogDescription": { $0.ogDescription },
        "sectionModels": { $0.sectionModels }, "sections": { $0.sections },
    ]
}
