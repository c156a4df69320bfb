import CCairo
import Foundation

/// Bytes cairo streams out (PNG encoder, PDF writer), collected in memory so the file can be
/// written atomically afterwards.
final class OutputBuffer {
    var data = Data()

    /// The C callback cairo calls with each chunk; `closure` is an unretained `OutputBuffer`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let buffer = Unmanaged<OutputBuffer>.fromOpaque(closure).takeUnretainedValue()
        buffer.data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
