import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection a fetch owns: the host's addresses tried in turn (IPv6
/// and IPv4, as the resolver orders them), a non-blocking socket whose
/// every wait polls for at most the idle timeout and never past the
/// transfer's deadline, and a cancellation that shuts the socket down at
/// once from any thread. Blocking: one thread reads and writes it.
final class TCPConnection: @unchecked Sendable {
    /// `host:port`, as messages name the server.
    let place: String
    private let url: String
    private let clock: TransferClock
    private let lock = NSLock()
    private var fd: Int32 = -1
    private var cancelled = false
    private var watch: (FetchCancellation, Int)?

    /// Connects to `host` (ASCII; an IPv6 address without brackets) on
    /// `port` for fetching `url`. Throws a `Problem`: the host cannot be
    /// found, refuses, does not answer in time, or the fetch was stopped.
    init(host: String, port: Int, url: String, clock: TransferClock, cancellation: FetchCancellation?) throws {
        place = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        self.url = url
        self.clock = clock
        if let cancellation {
            let key = cancellation.watch { [weak self] in self?.cancel() }
            watch = (cancellation, key)
        }
        do {
            try connect(host: host, port: port)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Whether the fetch was stopped.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The connected socket (for TLS over it).
    var descriptor: Int32 {
        lock.lock()
        defer { lock.unlock() }
        return fd
    }

    /// Stops the transfer: the socket is shut down, so that a wait on it
    /// ends at once; called from any thread.
    func cancel() {
        lock.lock()
        cancelled = true
        if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)) }
        lock.unlock()
    }

    /// Closes the socket (once) and stops watching the cancellation.
    func close() {
        if let (cancellation, key) = watch {
            cancellation.stopWatching(key)
            watch = nil
        }
        closeSocket()
    }

    // MARK: Reading and writing

    /// Waits until the socket is `readiness`; throws a timeout or the stop.
    func wait(_ readiness: TransferReadiness, atMost limit: TimeInterval? = nil) throws {
        let socket = descriptor
        while true {
            try checkCancelled()
            let (milliseconds, endsAtDeadline) = clock.nextWait(atMost: limit)
            var poller = pollfd(fd: socket, events: Int16(readiness == .readable ? POLLIN : POLLOUT), revents: 0)
            let result = poll(&poller, 1, milliseconds)
            if result < 0 && errno == EINTR { continue }
            try checkCancelled()
            if result > 0 { return }
            if result < 0 { throw TransferProblems.broken(place) }
            if endsAtDeadline || clock.isPastDeadline {
                throw TransferProblems.tookTooLong(url, seconds: clock.totalTimeout)
            }
            throw TransferProblems.silent(place, seconds: min(limit ?? clock.idleTimeout, clock.idleTimeout))
        }
    }

    /// Reads into `buffer`: how many bytes, 0 when the server closed.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return count }
            let failure = errno
            try checkCancelled()
            if count == 0 { return 0 }
            switch failure {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(.readable)
            default: throw TransferProblems.broken(place)
            }
        }
    }

    /// Sends all of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let count = send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if count > 0 {
                offset += count
                continue
            }
            let failure = errno
            try checkCancelled()
            switch failure {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(.writable)
            default: throw TransferProblems.broken(place)
            }
        }
    }

    /// Throws the stop when the fetch was cancelled.
    func checkCancelled() throws {
        if isCancelled { throw TransferProblems.stopped(url) }
    }

    // MARK: Connecting

    private func connect(host: String, port: Int) throws {
        let addresses = try AddressResolver.addresses(of: host, port: port)
        try checkCancelled()
        var lastFailure = ECONNREFUSED
        for (index, address) in addresses.enumerated() {
            let socket = Glibc.socket(
                address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
                    | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard socket >= 0 else {
                lastFailure = errno
                continue
            }
            try adopt(socket)
            // An address that does not answer should not keep the next one
            // from being tried: all but the last get at most a few seconds.
            let isLast = index == addresses.count - 1
            if let failure = try attempt(address, within: isLast ? nil : Self.fallbackDelay) {
                lastFailure = failure
                closeSocket()
                continue
            }
            var one: Int32 = 1
            setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            return
        }
        throw lastFailure == ETIMEDOUT
            ? TransferProblems.silent(place, seconds: clock.idleTimeout)
            : TransferProblems.cannotConnect(place, errno: lastFailure)
    }

    /// Seconds an address other than the last may take to connect.
    static let fallbackDelay: TimeInterval = 5

    /// Connects the adopted socket to `address`: nil once connected, else the
    /// failure (`ETIMEDOUT` when it did not answer within `limit`).
    private func attempt(_ address: SocketAddress, within limit: TimeInterval?) throws -> Int32? {
        let socket = descriptor
        let started = address.withPointer { Glibc.connect(socket, $0, $1) }
        if started == 0 { return nil }
        guard errno == EINPROGRESS else { return errno }
        do {
            try wait(.writable, atMost: limit)
        } catch {
            // A fallback delay that ran out moves on to the next address.
            guard limit != nil, !isCancelled, !clock.isPastDeadline else { throw error }
            return ETIMEDOUT
        }
        var failure: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &size)
        try checkCancelled()
        return failure == 0 ? nil : failure
    }

    /// Makes `socket` the connection's, unless the fetch was stopped.
    private func adopt(_ socket: Int32) throws {
        lock.lock()
        if cancelled {
            lock.unlock()
            Glibc.close(socket)
            throw TransferProblems.stopped(url)
        }
        fd = socket
        lock.unlock()
    }

    private func closeSocket() {
        lock.lock()
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
        lock.unlock()
    }
}

/// What a transfer waits for on its socket.
enum TransferReadiness: Equatable {
    case readable
    case writable
}
