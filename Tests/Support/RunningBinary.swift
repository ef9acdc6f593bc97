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
    private let process: Process
    private let lock = NSCondition()
    private var stderrText = ""
    private var stdoutText = ""

    /// Starts `gempaper arguments...` in `currentDirectory`; with
    /// `openFileLimit`, under that soft limit on open files (`ulimit -Sn`).
    public init(
        _ arguments: [String], currentDirectory: URL, environment: [String: String] = [:], openFileLimit: Int? = nil
    ) throws {
        process = Process()
        if let openFileLimit {
            // The shell lowers the limit and becomes gempaper: the PID stays the same.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -S -n \(openFileLimit) && exec \"$0\" \"$@\"", BuiltBinary.url.path] + arguments
        } else {
            process.executableURL = BuiltBinary.url
            process.arguments = arguments
        }
        process.currentDirectoryURL = currentDirectory
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        pid = process.processIdentifier
        collect(out.fileHandleForReading) { $0.stdoutText += $1 }
        collect(err.fileHandleForReading) { $0.stderrText += $1 }
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
    public func waitForStderr(containing text: String, timeout: Double = 20) -> Bool {
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
    public func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }

    private func collect(_ handle: FileHandle, into append: @escaping @Sendable (RunningBinary, String) -> Void) {
        Thread { [weak self] in
            while true {
                let data = handle.availableData
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
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
    }
}
