import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals gempaper leaves to a pager while it runs, as `git` and `man`
/// do: Ctrl-C (SIGINT) and Ctrl-\ (SIGQUIT) reach the whole foreground
/// process group, and are the pager's to handle (`less` ignores Ctrl-C and
/// quits on `q`), not a reason for gempaper to die and leave the pager
/// without input. SIGPIPE is ignored too: a pager that quits early makes
/// writing fail with EPIPE instead.
///
/// The dispositions are process-wide; overlapping calls (from several
/// threads) share one change, made by the first and undone by the last.
enum SignalsWhilePaging {
    /// The signals ignored while a pager runs.
    static let ignored: [Int32] = [SIGINT, SIGQUIT, SIGPIPE]

    /// Signals a pager must start with at their default action, whatever
    /// gempaper does with them: ignoring is inherited across `exec`.
    static let defaultInPager: [Int32] = [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var users = 0
    nonisolated(unsafe) private static var saved: [Int32: sigaction] = [:]

    /// Runs `body` with `ignored` ignored, then restores what was there.
    static func leftToThePager<Result>(_ body: () -> Result) -> Result {
        enter()
        defer { leave() }
        return body()
    }

    private static func enter() {
        lock.lock()
        defer { lock.unlock() }
        users += 1
        guard users == 1 else { return }
        for signal in ignored {
            var ignore = sigaction()
            #if canImport(Glibc)
                ignore.__sigaction_handler.sa_handler = SIG_IGN
            #else
                ignore.__sigaction_u.__sa_handler = SIG_IGN
            #endif
            sigemptyset(&ignore.sa_mask)
            var previous = sigaction()
            sigaction(signal, &ignore, &previous)
            saved[signal] = previous
        }
    }

    private static func leave() {
        lock.lock()
        defer { lock.unlock() }
        users -= 1
        guard users == 0 else { return }
        for (signal, previous) in saved {
            var previous = previous
            sigaction(signal, &previous, nil)
        }
        saved = [:]
    }
}
