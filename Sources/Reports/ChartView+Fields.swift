extension ChartView: MustacheFields {
    static let fields: [String: @Sendable (ChartView) -> Any] = [
        "id": { $0.id }, "title": { $0.title }, "altText": { $0.altText }, "markdownAltText": { $0.markdownAltText }, "hasInlineSVG": { $0.hasInlineSVG },
        "inlineSVG": { $0.inlineSVG }, "hasDarkSVG": { $0.hasDarkSVG }, "inlineSVGDark": { $0.inlineSVGDark },
        "hasSVG": { $0.hasSVG }, "svgPath": { $0.svgPath }, "hasPNG": { $0.hasPNG }, "pngPath": { $0.pngPath },
        "imagePath": { $0.imagePath }, "showsTitle": { $0.showsTitle }, "hasCaption": { $0.hasCaption },
        "separatesPNG": { $0.separatesPNG }, "hasImage": { $0.hasImage }, "showsSVGFile": { $0.showsSVGFile },
        "hasSize": { $0.hasSize }, "width": { $0.width }, "height": { $0.height },
    ]
}
