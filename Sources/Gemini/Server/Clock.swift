#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic time in nanoseconds, for deadlines and durations.
enum Clock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 {
        seconds <= 0 ? 0 : UInt64(min(seconds, 1e9) * 1e9)
    }
}
