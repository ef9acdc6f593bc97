import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names the process that claimed an article for fetching, so that another
/// process can tell a claim whose owner died (a crash, a kill) from one
/// still being worked on: the process id plus, on Linux, the process's
/// start time, which tells a restarted process apart from a reused id.
struct ProcessIdentity: Equatable, Sendable {
    /// The process id.
    let pid: Int32
    /// The start time in clock ticks after boot (Linux); 0 when unknown.
    let startTime: UInt64

    /// This process.
    static let current = ProcessIdentity(pid: getpid(), startTime: startTime(of: getpid()) ?? 0)

    /// The stored form: `pid:starttime`.
    var text: String { "\(pid):\(startTime)" }

    /// The identity stored as `text`, or nil.
    init?(text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let pid = Int32(parts[0]), let start = UInt64(parts[1]) else { return nil }
        self.init(pid: pid, startTime: start)
    }

    init(pid: Int32, startTime: UInt64) {
        self.pid = pid
        self.startTime = startTime
    }

    /// Whether this process is still running.
    var isAlive: Bool {
        guard pid > 0 else { return false }
        if let now = Self.startTime(of: pid) { return startTime == 0 || now == startTime }
        // No /proc: ask the kernel whether the id is in use.
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Field 22 of `/proc/PID/stat`, or nil when there is no such process
    /// (or no /proc).
    private static func startTime(of pid: Int32) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
            let text = String(data: data, encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name (which may hold spaces) start at 3.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }
}
