import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// What every benchmark in Sources/Benchmarks measures with: wall and CPU
// time, medians, throughput and peak memory, printed as they come.

/// Prints a line at once (figures appear as they are measured, even into a file).
public func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The median of `values` (the upper one of the middle two for an even count).
public func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Seconds taken by `work`, which returns something to keep it from being optimised away.
public func seconds<T>(_ work: () throws -> T) rethrows -> (Double, T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try work()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result)
}

/// CPU seconds (user + system) this process has used so far: on a machine
/// shared with other work, CPU time varies far less than wall-clock time.
public func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// `bytes` over `seconds` as `  123.4 MB/s`.
public func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> String {
    String(format: "%7.1f MB/s", Double(bytes) / 1e6 / seconds)
}

/// Peak resident memory of this process so far, in bytes.
public func peakMemory() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// A figure from /proc/self/status, in bytes (`VmRSS`: resident now,
/// `VmHWM`: the peak since the last `resetPeakMemory()`).
public func memoryStatus(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
    return 0
}

/// Sets the peak resident memory (`VmHWM`) back to what is resident now.
/// (`getrusage`'s `ru_maxrss` cannot be reset and survives `exec`, so a
/// child started by a big process would inherit the parent's peak.)
public func resetPeakMemory() {
    _ = try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}
