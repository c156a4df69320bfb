import Foundation

/// Hands the command line to libFuzzer's driver, which then calls `test` once per input.
///
/// SwiftPM links an executable's `main` to its own top-level code, not to libFuzzer's `main`,
/// so each fuzz target's top-level code calls this instead. The driver is found with `dlsym`
/// (the targets link with `--export-dynamic`); it exists only in a `-sanitize=fuzzer` build.
public func runLibFuzzer(_ test: @convention(c) (UnsafeRawPointer?, Int) -> CInt) -> Never {
    typealias Driver = @convention(c) (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        @convention(c) (UnsafeRawPointer?, Int) -> CInt
    ) -> CInt
    guard let driver = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
        fatalError("libFuzzer is not linked in; build with -sanitize=fuzzer (scripts/fuzz.sh)")
    }
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(unsafeBitCast(driver, to: Driver.self)(&argc, &argv, test))
}
