import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, its standard input, output
/// and error on pipes of the test's own. Foundation's `Process.run()` is not
/// used: on Linux it over-reads the entries of `/proc/self/fd` and now and
/// then crashes the whole test process (swift-corelibs-foundation#5472),
/// the more often the more descriptors the tests hold open.
///
/// The child starts with every signal at its default and none blocked, and
/// with no descriptor of the test process but its three pipes.
public final class ChildProcess: @unchecked Sendable {
    /// The process's id.
    public let pid: pid_t
    /// Where to write the child's standard input (close it to send EOF).
    public let standardInput: FileHandle
    /// The child's standard output.
    public let standardOutput: FileHandle
    /// The child's standard error.
    public let standardError: FileHandle
    private let condition = NSCondition()
    private var status: Int32?

    /// Starts `executable` with `arguments` (not counting the program's
    /// name), exactly `environment`, in `currentDirectory` when given.
    public init(
        executable: String, arguments: [String], environment: [String: String], currentDirectory: String? = nil
    ) throws {
        let input = try Self.pipe(), output = try Self.pipe(), error = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)
        _ = spawnCloseFrom(&actions, 3)
        if let currentDirectory { _ = spawnChangeDirectory(&actions, currentDirectory) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        for end in [input.read, output.write, error.write] { close(end) }
        guard spawned == 0 else {
            for end in [input.write, output.read, error.read] { close(end) }
            throw TestFailure("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        standardInput = FileHandle(fileDescriptor: input.write, closeOnDealloc: true)
        standardOutput = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
        standardError = FileHandle(fileDescriptor: error.read, closeOnDealloc: true)
        let thread = Thread { [self] in reap() }
        thread.name = "ChildProcess.wait"
        thread.start()
    }

    /// Whether the child is still running.
    public var isRunning: Bool {
        condition.lock()
        defer { condition.unlock() }
        return status == nil
    }

    /// Waits until the child exits: its exit status (or, as Foundation's
    /// `Process` says it, the number of the signal that ended it), or nil
    /// after `timeout` seconds.
    public func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while status == nil && condition.wait(until: deadline) {}
        return status
    }

    /// Sends `signal` to the child (nothing once it was reaped).
    public func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Runs `executable` to the end with `input` on its standard input,
    /// reading its output and errors side by side (a full pipe never blocks
    /// it): its status (see `waitForExit`), output and errors.
    public static func run(
        executable: String, arguments: [String], input: Data = Data(), environment: [String: String]? = nil
    ) throws -> (status: Int32, output: Data, errors: Data) {
        let environment = environment ?? ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let process = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        nonisolated(unsafe) var errors = Data()
        let done = DispatchSemaphore(value: 0)
        Thread {
            errors = process.standardError.readAll()
            done.signal()
        }.start()
        signal(SIGPIPE, SIG_IGN)  // a child that exits without reading its input
        try? process.standardInput.write(contentsOf: input)
        try? process.standardInput.close()
        let output = process.standardOutput.readAll()
        done.wait()
        return (process.waitForExit(timeout: 3600) ?? -1, output, errors)
    }

    private func reap() {
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        condition.lock()
        status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : raw & 0x7F
        condition.broadcast()
        condition.unlock()
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw TestFailure("pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}

// glibc's (2.34+) but not in Swift's Glibc module.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func spawnCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32

@_silgen_name("posix_spawn_file_actions_addchdir_np")
private func spawnChangeDirectory(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>
) -> Int32

extension FileHandle {
    /// What can be read now, waiting for some; empty at the end. A read
    /// that a signal interrupts is tried again: Foundation's
    /// `availableData` and `readDataToEndOfFile()` trap on EINTR, which
    /// ended a whole test run under load.
    public func readAvailable() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }

    /// Everything up to the end (see `readAvailable`).
    public func readAll() -> Data {
        var data = Data()
        while case let piece = readAvailable(), !piece.isEmpty { data.append(piece) }
        return data
    }
}
