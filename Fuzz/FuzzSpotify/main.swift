import FuzzDriver
import ListenSources

/// libFuzzer calls this once per input. Built only with `LISTENSTATS_FUZZ=1` and
/// `-sanitize=fuzzer` (see scripts/fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = ImportFuzzEntry.spotify(bytes)
    return 0
}

runLibFuzzer(fuzz)
