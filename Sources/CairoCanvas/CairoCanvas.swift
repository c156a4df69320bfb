import CCairo
import ChartKit
import Foundation

/// A canvas drawn by cairo, with text shaped by pango (font fallback for CJK and emoji,
/// bidirectional text), producing PNG or PDF bytes.
///
/// Every C object it creates is released in `deinit`; cairo's sticky error status is checked
/// when the surface is created and again in `finish()`, so no failure passes silently.
public final class CairoCanvas: Canvas {
    /// The kind of surface to draw on.
    public enum Surface: Sendable {
        /// A bitmap, `scale` pixels per point (2 for HiDPI).
        case png(scale: Double)
        /// A vector document in points.
        case pdf
    }

    private let surfaceKind: Surface
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private let output = OutputBuffer()
    private var fontDescriptions: [Font: OpaquePointer] = [:]
    private var measured: [MeasureKey: TextExtent] = [:]
    private var finished = false

    private struct MeasureKey: Hashable {
        var text: String
        var font: Font
    }

    private static let pangoScale = 1024.0

    /// The date written into PDFs as their creation date: cairo would stamp the current time,
    /// so the same chart would give different bytes on every run.
    private let documentDate: String

    /// A canvas of `size` points on a new surface; `documentDate` (ISO 8601, e.g.
    /// "2026-11-22T00:00:00Z") is a PDF's creation date, the epoch when not given.
    public init(size: ChartSize, surface kind: Surface, documentDate: String = "1970-01-01T00:00:00Z") throws {
        self.documentDate = documentDate
        guard size.width >= 1, size.height >= 1, size.width <= 20_000, size.height <= 20_000 else {
            throw ChartOutputError(.surface, "a chart must be between 1 and 20000 points on each side, not \(size.width)×\(size.height)")
        }
        surfaceKind = kind
        switch kind {
        case .png(let scale):
            guard scale >= 1, scale <= 4 else {
                throw ChartOutputError(.surface, "the PNG scale must be between 1 and 4, not \(scale)")
            }
            surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32((size.width * scale).rounded()), Int32((size.height * scale).rounded()))
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(OutputBuffer.write, output.opaque, size.width, size.height)
        }
        context = cairo_create(surface)
        layout = pango_cairo_create_layout(context)
        do {
            try CairoStatus.check(cairo_surface_status(surface), .surface, while: "creating a \(size.width)×\(size.height) surface")
            try CairoStatus.check(cairo_status(context), .surface, while: "creating the drawing context")
        } catch {
            g_object_unref(UnsafeMutableRawPointer(layout))
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw error
        }
        if case .png(let scale) = kind { cairo_scale(context, scale, scale) }
        configureText()
    }

    deinit {
        for description in fontDescriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Unhinted metrics make text the same width at every scale and in PDF, so a layout
    /// measured once fits on every surface.
    private func configureText() {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        let pangoContext = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        pango_layout_set_single_paragraph_mode(layout, 1)
    }

    // MARK: Canvas

    public func begin(size: ChartSize, background: Color, title: String, summary: String) {
        if case .pdf = surfaceKind {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, summary)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "listenstats")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, documentDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, documentDate)
        }
        setColor(background)
        cairo_paint(context)
    }

    public func fill(_ path: Path, color: Color) {
        trace(path)
        setColor(color)
        cairo_fill(context)
    }

    public func stroke(_ path: Path, color: Color, lineWidth: Double) {
        trace(path)
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(context)
    }

    public func draw(_ text: TextMark) {
        let extent = prepareLayout(text.text, font: text.font)
        let box = text.box(for: extent)
        setColor(text.color)
        cairo_move_to(context, box.minX, box.minY)
        pango_cairo_show_layout(context, layout)
    }

    public func pushClip(_ rect: Rect) {
        cairo_save(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
    }

    public func popClip() {
        cairo_restore(context)
    }

    /// Draws a PNG or JPEG (told apart by their first bytes, not the name) scaled to cover
    /// `rect`; false when the file is missing or does not decode, so the caller's fallback shows.
    public func drawImage(file: String, in rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0, let image = loadImage(file) else { return false }
        defer { cairo_surface_destroy(image) }
        let width = Double(cairo_image_surface_get_width(image))
        let height = Double(cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { return false }
        let cover = max(rect.width / width, rect.height / height)
        cairo_save(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.midX - width * cover / 2, rect.midY - height * cover / 2)
        cairo_scale(context, cover, cover)
        cairo_set_source_surface(context, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
        return true
    }

    /// A cairo image surface of the PNG or JPEG in `file` (the caller destroys it), or nil.
    private func loadImage(_ file: String) -> OpaquePointer? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 8) else { return nil }
        if head.starts(with: JPEGImage.signature) {
            try? handle.seek(toOffset: 0)
            guard let data = try? handle.readToEnd(), let jpeg = try? JPEGImage.decode(data), let image = jpeg.surface() else {
                return nil
            }
            if case .pdf = surfaceKind { JPEGImage.attach(data, to: image) }
            return image
        }
        let image = cairo_image_surface_create_from_png(file)
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        return image
    }

    public func measure(_ text: String, font: Font) -> TextExtent {
        let key = MeasureKey(text: text, font: font)
        if let known = measured[key] { return known }
        let extent = prepareLayout(text, font: font)
        measured[key] = extent
        return extent
    }

    /// How many glyphs of `text` no installed font has (drawn as boxes); 0 when every
    /// character renders as text.
    public func missingGlyphCount(in text: String, font: Font) -> Int {
        _ = prepareLayout(text, font: font)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    // MARK: Output

    /// Ends drawing and returns the encoded PNG or PDF; throws if cairo failed at any point.
    public func finish() throws -> Data {
        guard !finished else { return output.data }
        finished = true
        try CairoStatus.check(cairo_status(context), .drawing, while: "drawing the chart")
        switch surfaceKind {
        case .png:
            cairo_surface_flush(surface)
            try CairoStatus.check(cairo_surface_status(surface), .drawing, while: "finishing the image")
            guard let pixels = cairo_image_surface_get_data(surface) else {
                throw ChartOutputError(.drawing, "cairo returned no pixels for the image")
            }
            output.data = try PNGEncoder.encode(
                pixels: pixels, width: Int(cairo_image_surface_get_width(surface)),
                height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
        case .pdf:
            cairo_surface_finish(surface)
            try CairoStatus.check(cairo_surface_status(surface), .drawing, while: "writing the PDF")
        }
        return output.data
    }

    /// Ends drawing and returns the bitmap as a JPEG of `quality` (1–100); only for a PNG
    /// surface (the bitmap kind). The same drawing gives the same bytes.
    public func finishJPEG(quality: Int = 85) throws -> Data {
        guard case .png = surfaceKind else {
            throw ChartOutputError(.drawing, "only a bitmap surface can be encoded as JPEG")
        }
        finished = true
        try CairoStatus.check(cairo_status(context), .drawing, while: "drawing the picture")
        cairo_surface_flush(surface)
        try CairoStatus.check(cairo_surface_status(surface), .drawing, while: "finishing the picture")
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw ChartOutputError(.drawing, "cairo returned no pixels for the picture")
        }
        return try JPEGImage.encode(
            pixels: pixels, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface)), quality: quality)
    }

    // MARK: Helpers

    /// Loads `text` in `font` into the shared layout and returns its extent.
    private func prepareLayout(_ text: String, font: Font) -> TextExtent {
        pango_layout_set_font_description(layout, fontDescription(for: font))
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let baseline = Double(pango_layout_get_baseline(layout)) / CairoCanvas.pangoScale
        let top = Double(logical.y) / CairoCanvas.pangoScale
        let height = Double(logical.height) / CairoCanvas.pangoScale
        return TextExtent(
            width: Double(logical.width) / CairoCanvas.pangoScale, ascent: baseline - top, descent: height - (baseline - top))
    }

    private func fontDescription(for font: Font) -> OpaquePointer {
        if let known = fontDescriptions[font] { return known }
        // GLib aborts the process when an allocation fails, so this never returns NULL.
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * CairoCanvas.pangoScale)
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        fontDescriptions[font] = description
        return description
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func trace(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(context)
            }
        }
    }
}
