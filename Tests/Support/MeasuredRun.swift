import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `gempaper` as a child of its own and reports, besides
/// what it printed, the most memory it ever held (its peak resident set,
/// `VmHWM`): a figure no other test running meanwhile can move.
public struct MeasuredRun: Sendable {
    /// The exit status (128 + N when killed by signal N).
    public let status: Int32
    /// What it printed on standard output.
    public let stdout: String
    /// What it printed on standard error.
    public let stderr: String
    /// Its peak resident memory, in bytes.
    public let peakMemory: Int

    /// Runs `gempaper arguments...` with the environment given (plus PATH),
    /// standard input empty, and kills it after `timeout` seconds.
    public static func run(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 120)
        throws -> MeasuredRun
    {
        let folder = try TemporaryDirectory("gempaper-measured")
        let outPath = folder.file("stdout").path
        let errPath = folder.file("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        let argv = ([BuiltBinary.url.path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, BuiltBinary.url.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw TestFailure("cannot run gempaper: \(String(cString: strerror(spawned)))") }
        // The kernel's own figure for a child (ru_maxrss) would count the test
        // process's memory too: posix_spawn starts the child in the parent's
        // memory. The child's VmHWM only ever grows: read it until it exits.
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var peak = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            peak = max(peak, ProcessMemory.peak(of: pid) ?? 0)
            if Date() > deadline { kill(pid, SIGKILL) }
            usleep(5_000)
        }
        let exited = status & 0x7F == 0
        return MeasuredRun(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            peakMemory: peak)
    }

    /// `run` on a thread of its own, for async tests.
    public static func run(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 120)
        async throws -> MeasuredRun
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try run(arguments, environment: environment, timeout: timeout) }) }
                .start()
        }
    }
}

/// Memory figures of a running process, from `/proc/PID/status`.
public enum ProcessMemory {
    /// The peak resident set (`VmHWM`) of process `pid` in bytes; nil when unreadable.
    public static func peak(of pid: Int32) -> Int? { field("VmHWM", of: pid) }

    /// The resident set (`VmRSS`) of process `pid` in bytes; nil when unreadable.
    public static func resident(of pid: Int32) -> Int? { field("VmRSS", of: pid) }

    /// The private memory in use (`RssAnon`: the heap and stacks, no mapped
    /// files) of process `pid` in bytes; nil when unreadable.
    public static func privateMemory(of pid: Int32) -> Int? { field("RssAnon", of: pid) }

    private static func field(_ name: String, of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
