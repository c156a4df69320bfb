extension ChartView: MustacheFields {
    static let fields: [String: PartialKeyPath<ChartView> & Sendable] = [
        "title": \.title, "altText": \.altText, "hasInlineSVG": \.hasInlineSVG, "inlineSVG": \.inlineSVG,
        "hasDarkSVG": \.hasDarkSVG, "inlineSVGDark": \.inlineSVGDark, "hasSVG": \.hasSVG, "svgPath": \.svgPath,
        "hasPNG": \.hasPNG, "pngPath": \.pngPath, "imagePath": \.imagePath, "hasImage": \.hasImage,
        "showsSVGFile": \.showsSVGFile, "hasSize": \.hasSize, "width": \.width, "height": \.height,
    ]
}
