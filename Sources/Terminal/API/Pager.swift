import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows long text through a pager such as `less`, the way `git` does.
public enum Pager {
    /// The pager used when `PAGER` is not set.
    public static let defaultCommand = "less -R"

    /// The pager command for `environment`: `PAGER`, or `less -R` when it is
    /// unset; nil when `PAGER` is set to nothing (meaning: no pager).
    public static func command(in environment: [String: String]) -> String? {
        guard let pager = environment["PAGER"] else { return defaultCommand }
        return pager.trimmingCharacters(in: .whitespaces).isEmpty ? nil : pager
    }

    /// Runs `command` through `/bin/sh` with `text` on its standard input and
    /// this process's standard output and error, and waits for it to end.
    /// `LESS` is set to `FRX` when unset, so that `less` exits at once for
    /// text that fits on one screen and keeps colours. Returns false when the
    /// pager could not be started (the caller should then print the text
    /// itself); quitting the pager early is not a failure.
    public static func show(_ text: String, command: String, environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        do { try process.run() } catch { return false }
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var text = text
        withoutBrokenPipeSignal {
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0 && errno == EINTR {
                        continue
                    } else {
                        return  // The pager quit before reading everything.
                    }
                }
            }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        // 127: the shell could not find the command.
        return !(process.terminationReason == .exit && process.terminationStatus == 127)
    }

    /// Runs `body` with SIGPIPE blocked on this thread, so that writing to a
    /// pager that has quit fails with EPIPE instead of ending the process;
    /// a SIGPIPE raised meanwhile is discarded before unblocking.
    private static func withoutBrokenPipeSignal(_ body: () -> Void) {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var noWait = timespec()
            sigtimedwait(&brokenPipe, nil, &noWait)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
