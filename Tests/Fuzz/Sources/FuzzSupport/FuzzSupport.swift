/// libFuzzer's driver, which the fuzz targets call from their main.swift.
///
/// SwiftPM links every executable on Linux with `main` as an alias of the
/// target's own entry point, so libFuzzer's `main` never gets linked; each
/// target's top-level code hands control to `LLVMFuzzerRunDriver` instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with this process's arguments, calling `test` with each
/// input (a pointer and a length), and returns its exit status.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, test)
}

/// `pointer` and `size` as a buffer (an empty one for a null pointer).
public func bytes(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: size > 0 ? pointer : nil, count: size)
}
