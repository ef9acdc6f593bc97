#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pager started as `/bin/sh -c COMMAND` with `posix_spawn`, reading its
/// standard input from a pipe this process writes to.
///
/// Unlike Foundation's `Process`, the child stays in this process's group
/// (and session): on a terminal that is the foreground group, so the pager
/// may read the keyboard and draw without being stopped by SIGTTIN or
/// SIGTTOU. It starts with no signal blocked and the signals of
/// `SignalsWhilePaging.defaultInPager` at their default action, whatever
/// the thread that starts it blocks or ignores.
struct PagerProcess {
    /// How the pager ended.
    struct Status {
        /// True when it exited (rather than being killed by a signal).
        let exited: Bool
        /// The exit status, or the number of the signal that killed it.
        let code: Int32
    }

    private let pid: pid_t
    private let input: Int32

    /// Starts `shellCommand` with `environment`; nil when it cannot be started.
    init?(shellCommand: String, environment: [String: String]) {
        // Neither end may stay open in the pager but as its standard input:
        // a write end left there would keep it waiting for more text forever.
        // (Swift's Glibc has no pipe2, so the flag comes a moment later.)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (readEnd, writeEnd) = (ends[0], ends[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in SignalsWhilePaging.defaultInPager { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // No POSIX_SPAWN_SETPGROUP, no setsid: the pager stays in our group.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let arguments = ["/bin/sh", "-c", shellCommand]
        let variables = environment.map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let result = CStrings.withArray(arguments) { argv in
            CStrings.withArray(variables) { envp in
                posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
            }
        }
        close(readEnd)
        guard result == 0 else {
            close(writeEnd)
            return nil
        }
        pid = child
        input = writeEnd
    }

    /// Writes `text` to the pager's standard input and closes it. Stops
    /// quietly when the pager quits before reading everything (EPIPE).
    func feed(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(input, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        close(input)
    }

    /// Waits for the pager to end. A pager stopped by Ctrl-Z is still
    /// running: this waits on until it has been continued and has ended.
    func waitForExit() -> Status {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return Status(exited: false, code: 0) }
        }
        // WIFEXITED, WEXITSTATUS and WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7F
        return signal == 0 ? Status(exited: true, code: (status >> 8) & 0xFF) : Status(exited: false, code: signal)
    }
}

/// Arrays of C strings for `posix_spawn`'s `argv` and `envp`.
enum CStrings {
    /// Calls `body` with a NULL-terminated array of copies of `strings`,
    /// valid only during the call.
    static func withArray<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for copy in copies { free(copy) } }
        return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
