import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `gempaper` running in the background (`gempaper serve`, say),
/// for tests that signal it and read what it prints. It is killed, by its
/// PID, when the value goes away if it has not exited by then.
public final class RunningBinary: @unchecked Sendable {
    /// The process's id.
    public let pid: Int32
    private let process: ChildProcess
    private let lock = NSCondition()
    private var stderrText = ""
    private var stdoutText = ""

    /// Starts `gempaper arguments...` in `currentDirectory`; with
    /// `openFileLimit`, under that soft limit on open files (`ulimit -Sn`).
    public init(
        _ arguments: [String], currentDirectory: URL, environment: [String: String] = [:], openFileLimit: Int? = nil
    ) throws {
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        if let openFileLimit {
            // The shell lowers the limit and becomes gempaper: the PID stays the same.
            process = try ChildProcess(
                executable: "/bin/sh",
                arguments: ["-c", "ulimit -S -n \(openFileLimit) && exec \"$0\" \"$@\"", BuiltBinary.url.path] + arguments,
                environment: env, currentDirectory: currentDirectory.path)
        } else {
            process = try ChildProcess(
                executable: BuiltBinary.url.path, arguments: arguments, environment: env,
                currentDirectory: currentDirectory.path)
        }
        try? process.standardInput.close()
        pid = process.pid
        collect(process.standardOutput) { $0.stdoutText += $1 }
        collect(process.standardError) { $0.stderrText += $1 }
    }

    /// Everything printed on standard error so far.
    public var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return stderrText
    }

    /// Everything printed on standard output so far.
    public var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return stdoutText
    }

    /// Waits until standard error contains `text`; returns false after `timeout` seconds.
    @discardableResult
    public func waitForStderr(containing text: String, timeout: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !stderrText.contains(text) {
            if !lock.wait(until: deadline) { return stderrText.contains(text) }
        }
        return true
    }

    /// Sends `signal` (SIGHUP, SIGTERM, ...) to the process.
    public func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the process to exit and returns its status, or nil after `timeout` seconds.
    public func waitForExit(timeout: Double = 60) -> Int32? {
        process.waitForExit(timeout: timeout)
    }

    private func collect(_ handle: FileHandle, into append: @escaping @Sendable (RunningBinary, String) -> Void) {
        Thread { [weak self] in
            while true {
                let data = handle.readAvailable()
                guard !data.isEmpty, let self else { return }
                self.lock.lock()
                append(self, String(decoding: data, as: UTF8.self))
                self.lock.broadcast()
                self.lock.unlock()
            }
        }.start()
    }

    deinit {
        if process.isRunning {
            process.send(SIGKILL)
            _ = process.waitForExit(timeout: 60)
        }
    }
}
