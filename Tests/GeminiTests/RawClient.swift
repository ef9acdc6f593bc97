import Foundation
import TestSupport

@testable import Gemini

#if canImport(Glibc)
    import Glibc
#endif

/// A client that does things the project's client never would: plain TCP
/// with arbitrary bytes, or TLS with arbitrary request bytes written in
/// pieces, for the malformed cases.
final class RawClient {
    let fd: Int32
    private var stream: TLSStream?
    nonisolated(unsafe) private static let context = TLSStream.makeClientContext()
    nonisolated(unsafe) private static let rejectingContext = TLSStream.makeClientContext(verifyingChain: true)

    /// A plain TCP connection to `address` (127.0.0.1 or ::1) and `port`,
    /// from the local address `source` when given (another loopback address
    /// such as 127.0.0.2 is another client to the server).
    init(address: String, port: Int, from source: String? = nil, timeout: Double = 60) throws {
        let family = address.contains(":") ? AF_INET6 : AF_INET
        fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        if let source {
            var local = SocketAddress(ip: source, port: 0)!
            let bound = withUnsafePointer(to: &local.storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, local.length) }
            }
            guard bound == 0 else { throw TestFailure("cannot bind to \(source): \(errno)") }
        }
        var target = SocketAddress(ip: address, port: port)!
        let result = withUnsafePointer(to: &target.storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, target.length) }
        }
        guard result == 0 else { throw TestFailure("cannot connect to \(address):\(port): \(errno)") }
        setTimeout(timeout)
    }

    deinit { close(fd) }

    func setTimeout(_ seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int(seconds.truncatingRemainder(dividingBy: 1) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes `bytes` on the plain socket.
    func sendPlain(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads the plain socket until the server closes it (true) or the timeout passes (false).
    func serverClosesPlain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count > 0 { continue }
            if count == 0 { return true }
            return errno == ECONNRESET
        }
    }

    /// Completes a TLS handshake, sending `serverName` as SNI.
    func startTLS(serverName: String? = "localhost") throws {
        let stream = TLSStream(context: Self.context, fd: fd, server: false)!
        if let serverName { stream.setServerName(serverName) }
        guard stream.handshake() == .done else { throw TestFailure("TLS handshake failed") }
        self.stream = stream
    }

    /// Sends a ClientHello and stops there: the server answers and then
    /// waits for a Finished that never comes. (The ClientHello is made on a
    /// socket pair whose other end never answers, then sent on this socket.)
    func sendClientHelloOnly() throws {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
            throw TestFailure("cannot make a socket pair: \(errno)")
        }
        defer { pair.forEach { close($0) } }
        _ = fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)
        let stream = TLSStream(context: Self.context, fd: pair[0], server: false)!
        stream.setServerName("localhost")
        let step = stream.handshake()
        guard step == .wantRead else { throw TestFailure("the ClientHello could not be made: \(step)") }
        var hello = [UInt8](repeating: 0, count: 16_384)
        let count = recv(pair[1], &hello, hello.count, 0)
        guard count > 0 else { throw TestFailure("no ClientHello came out") }
        sendPlain(Array(hello[..<count]))
    }

    /// Starts a handshake and aborts it with an alert once the server's
    /// certificate arrives (it does not chain to a trusted authority).
    func abortTLSWithAlert() {
        let stream = TLSStream(context: Self.rejectingContext, fd: fd, server: false)!
        stream.setServerName("localhost")
        _ = stream.handshake()
    }

    /// The server's certificate fingerprint after `startTLS`.
    var serverFingerprint: String? { stream?.peerCertificate?.fingerprint }

    /// Writes `bytes` over TLS, `pieceSize` bytes per TLS record.
    func send(_ bytes: [UInt8], pieceSize: Int = Int.max, pause: Double = 0) {
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + pieceSize)
            _ = bytes[offset..<end].withUnsafeBytes { stream!.write($0) }
            offset = end
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        }
    }

    /// Everything the server sends until it closes; `closeNotify` tells whether it ended with close_notify.
    func receive() -> (bytes: [UInt8], closeNotify: Bool, timedOut: Bool) {
        var received: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16_384, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            switch stream!.read(into: buffer) {
            case .bytes(let count): received += UnsafeRawBufferPointer(rebasing: buffer[..<count])
            case .wait(.closed): return (received, stream!.receivedCloseNotify, false)
            case .wait(.wantRead), .wait(.wantWrite): return (received, false, true)
            default: return (received, false, false)
            }
        }
    }

    /// The response header line (without CR LF) of what `receive` returns.
    func responseHeader() -> String {
        let bytes = receive().bytes
        let end = bytes.firstIndex(of: 0x0D) ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}

