/// Every section's partial is rendered with the page below it, so each name a section's own
/// model lacks (and every name of `report.mustache`) is looked up here.
extension ReportViewModel: MustacheFields {
    static let fields: [String: PartialKeyPath<ReportViewModel> & Sendable] = [
        "pageTitle": \.pageTitle, "user": \.user, "periodTitle": \.periodTitle, "periodNoun": \.periodNoun,
        "dateRange": \.dateRange, "timeZone": \.timeZone, "generator": \.generator, "hasNavigation": \.hasNavigation,
        "navigation": \.navigation, "frontMatter": \.frontMatter, "palette": \.palette, "stylesheetURL": \.stylesheetURL, "hasStylesheet": \.hasStylesheet, "sourceNote": \.sourceNote,
        "hasSourceNote": \.hasSourceNote, "ogImage": \.ogImage, "hasOGImage": \.hasOGImage, "ogDescription": \.ogDescription,
        "sectionModels": \.sectionModels, "sections": \.sections,
    ]
}
