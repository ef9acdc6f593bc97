import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection a fetch owns: the host's addresses tried in turn (IPv6
/// and IPv4, as the resolver orders them), a non-blocking socket whose
/// every wait polls for at most the idle timeout and never past the
/// transfer's deadline, and watches the fetch's cancellation beside the
/// socket, so a stop ends any wait at once, whenever it comes.
/// Blocking: one thread reads and writes it.
final class TCPConnection: @unchecked Sendable {
    /// `host:port`, as messages name the server.
    let place: String
    private let url: String
    private let clock: TransferClock
    private let cancellation: FetchCancellation?
    private var fd: Int32 = -1

    /// Connects to `host` (ASCII; an IPv6 address without brackets) on
    /// `port` for fetching `url`. Throws a `Problem`: the host cannot be
    /// found, refuses, does not answer in time, or the fetch was stopped.
    init(host: String, port: Int, url: String, clock: TransferClock, cancellation: FetchCancellation?) throws {
        place = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        self.url = url
        self.clock = clock
        self.cancellation = cancellation
        do {
            try connect(host: host, port: port)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Whether the fetch was stopped.
    var isCancelled: Bool { cancellation?.isCancelled ?? false }

    /// The connected socket (for TLS over it).
    var descriptor: Int32 { fd }

    /// Closes the socket (once).
    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    // MARK: Reading and writing

    /// Waits until the socket is `readiness`; throws a timeout or the stop.
    /// The cancellation's descriptor is polled with the socket, so a stop
    /// ends the wait however long it would last.
    func wait(_ readiness: TransferReadiness, atMost limit: TimeInterval? = nil) throws {
        let (milliseconds, endsAtDeadline) = clock.nextWait(atMost: limit)
        let end = ContinuousClock.now + .milliseconds(Int64(milliseconds))
        let stop = cancellation?.descriptor ?? -1
        var watched = [
            pollfd(fd: fd, events: Int16(readiness == .readable ? POLLIN : POLLOUT), revents: 0),
            pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            try checkCancelled()
            var left = TransferClock.milliseconds(until: end)
            // Without a descriptor to watch, the cancellation is looked at between short polls.
            if cancellation != nil && stop < 0 { left = min(left, FetchCancellation.pollInterval) }
            watched[0].revents = 0
            let result = poll(&watched, stop >= 0 ? 2 : 1, left)
            if result < 0 && errno == EINTR { continue }
            try checkCancelled()
            if result < 0 { throw TransferProblems.broken(place) }
            if watched[0].revents != 0 { return }
            if ContinuousClock.now < end { continue }
            if endsAtDeadline || clock.isPastDeadline {
                throw TransferProblems.tookTooLong(url, seconds: clock.totalTimeout)
            }
            throw TransferProblems.silent(place, seconds: min(limit ?? clock.idleTimeout, clock.idleTimeout))
        }
    }

    /// Reads into `buffer`: how many bytes, 0 when the server closed.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
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
            let count = send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
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
        let addresses = try AddressResolver.addresses(of: host, port: port, url: url, cancellation: cancellation)
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
                close()
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
        let socket = fd
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
        fd = socket
        try checkCancelled()
    }
}

/// What a transfer waits for on its socket.
enum TransferReadiness: Equatable {
    case readable
    case writable
}
