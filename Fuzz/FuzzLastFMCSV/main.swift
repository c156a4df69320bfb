import Foundation
import ListenSources

/// libFuzzer calls this once per input. Built only with `LISTENSTATS_FUZZ=1` and
/// `-sanitize=fuzzer` (see scripts/fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = ImportFuzzEntry.lastFMCSV(bytes)
    return 0
}

// SwiftPM links an executable's `main` to this file's top-level code, not to libFuzzer's
// `main`, so the top-level code hands the command line to libFuzzer's driver itself.
typealias FuzzerDriver = @convention(c) (
    UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt
guard let driver = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
    fatalError("libFuzzer is not linked in; build with -sanitize=fuzzer (scripts/fuzz.sh)")
}
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(unsafeBitCast(driver, to: FuzzerDriver.self)(&argc, &argv, fuzz))
