import CCairo
import Foundation

#if _endian(big)
    #error("JPEGImage decodes into cairo's little-endian RGB24 byte order (B, G, R, X)")
#endif

extension JPEGImage {
    /// A new cairo RGB24 image surface holding the picture (the caller destroys it), or nil
    /// when cairo cannot make one.
    func surface() -> OpaquePointer? {
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<height {
                (data + row * stride).update(from: base + row * rowBytes, count: rowBytes)
            }
        }
        cairo_surface_mark_dirty(image)
        return image
    }

    /// Hands cairo the original JPEG bytes of `image`, so a PDF embeds the JPEG as it is
    /// (DCTDecode) instead of the decoded pixels re-compressed: smaller, and exactly the cover.
    static func attach(_ data: Data, to image: OpaquePointer) {
        guard let copy = malloc(data.count) else { return }
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            copy.copyMemory(from: base, byteCount: data.count)
        }
        let status = cairo_surface_set_mime_data(
            image, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self), UInt(data.count), { free($0) }, copy)
        // On failure cairo did not take the bytes; the PDF then embeds the pixels instead.
        if status != CAIRO_STATUS_SUCCESS { free(copy) }
    }
}
