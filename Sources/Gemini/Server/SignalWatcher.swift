import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns process signals (SIGHUP, SIGTERM, SIGINT, ...) into calls of a
/// handler on a thread of its own, where it may do anything (reload a
/// configuration, stop a server). One watcher per process.
public final class SignalWatcher: @unchecked Sendable {
    private let readEnd: Int32

    /// Watches `signals` and calls `handler` with each one received.
    public init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        readEnd = ends[0]
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        signalPipeWriteEnd = ends[1]
        for number in signals {
            signal(number) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
        }
        let readEnd = readEnd
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 { handler(Int32(byte)) } else if count < 0 && errno == EINTR { continue } else { return }
            }
        }
        thread.name = "signal-watcher"
        thread.start()
    }
}

/// Where the signal handler writes; set once, before the handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
