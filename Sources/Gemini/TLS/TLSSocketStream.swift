import COpenSSL

#if canImport(Glibc)
    import Glibc
#endif

/// A TLS connection over a connected, non-blocking socket, read and written
/// like a plain byte stream by one thread that may wait. Whenever OpenSSL
/// needs the socket to become readable or writable, the stream calls the
/// `Wait` it was given, which waits (with the caller's timeouts and
/// cancellation) or throws to give up. The socket stays the caller's to close.
///
///     let stream = try client.connect(socket: fd, hostName: "example.org") { readiness in
///         try waitForSocket(fd, readiness)      // poll, with a deadline
///     }
///     try stream.write(request)
///     let count = try stream.read(into: buffer)  // 0 at the end
public final class TLSSocketStream {
    /// What the stream waits for.
    public enum Readiness: Sendable, Equatable {
        /// The socket has bytes to read.
        case readable
        /// The socket can take more bytes.
        case writable
    }

    /// Waits until the socket is ready as asked, or throws to end the transfer.
    public typealias Wait = (Readiness) throws -> Void

    let stream: TLSStream
    private let wait: Wait

    init(stream: TLSStream, wait: @escaping Wait) {
        self.stream = stream
        self.wait = wait
    }

    /// Runs the handshake to its end; throws `TLSConnectionError`.
    func handshake() throws {
        while true {
            switch stream.handshake() {
            case .done: return try flush()
            case .wantRead:
                try flush()
                try wait(.readable)
            case .wantWrite: try wait(.writable)
            case .closed: throw TLSConnectionError.closed
            case .failed(let reason): throw TLSConnectionError.handshakeFailed(reason)
            }
        }
    }

    /// Reads decrypted bytes into `buffer`: how many, or 0 when the peer
    /// closed the connection. Throws `TLSConnectionError.failed` for a broken
    /// connection, or what `Wait` throws.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !buffer.isEmpty else { return 0 }
        while true {
            switch stream.read(into: buffer) {
            case .bytes(let count): return count
            case .wait(.wantRead):
                try flush()
                try wait(.readable)
            case .wait(.wantWrite): try wait(.writable)
            case .wait(.closed), .wait(.done): return 0
            case .wait(.failed(let reason)): throw TLSConnectionError.failed(reason)
            }
        }
    }

    /// Encrypts and sends all of `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            switch stream.write(UnsafeRawBufferPointer(rebasing: bytes[offset...])) {
            case .bytes(let count): offset += count
            case .wait(.wantRead): try wait(.readable)
            case .wait(.wantWrite): try wait(.writable)
            case .wait(.closed), .wait(.done): throw TLSConnectionError.failed("the peer closed the connection")
            case .wait(.failed(let reason)): throw TLSConnectionError.failed(reason)
            }
            try flush()
        }
    }

    /// Sends close_notify if the socket takes it at once; never waits.
    public func close() {
        _ = stream.shutdown()
        _ = stream.flush()
    }

    /// Sends what a server-side stream buffered (nothing to do on the client side).
    private func flush() throws {
        while true {
            switch stream.flush() {
            case .done: return
            case .wantWrite: try wait(.writable)
            case .failed(let reason): throw TLSConnectionError.failed(reason)
            case .wantRead, .closed: return
            }
        }
    }
}

extension TLSSocketStream {
    /// The server side of a TLS connection on the accepted socket `fd`,
    /// showing `identity`'s certificate, after its handshake: what a test
    /// server speaking HTTPS on loopback uses. Throws `TLSConnectionError`.
    public static func accepting(socket fd: Int32, identity: TLSIdentity, wait: @escaping Wait) throws
        -> TLSSocketStream
    {
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw TLSConnectionError.handshakeFailed("cannot create a TLS context: \(OpenSSLError.drain())")
        }
        defer { SSL_CTX_free(context) }
        _ = gp_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION)
        guard SSL_CTX_use_certificate(context, identity.certificate.x509) == 1,
            SSL_CTX_use_PrivateKey(context, identity.key.pkey) == 1
        else {
            throw TLSConnectionError.handshakeFailed("cannot use the identity: \(OpenSSLError.drain())")
        }
        guard let stream = TLSStream(context: context, fd: fd, server: true) else {
            throw TLSConnectionError.handshakeFailed("cannot create a TLS connection: \(OpenSSLError.drain())")
        }
        let connection = TLSSocketStream(stream: stream, wait: wait)
        try connection.handshake()
        return connection
    }
}

/// Why a TLS connection failed.
public enum TLSConnectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server's certificate is not to be trusted for the host asked
    /// for; the verifier's reason (`certificate has expired`, `hostname mismatch`).
    case untrusted(String)
    /// The handshake failed for another reason (OpenSSL's).
    case handshakeFailed(String)
    /// The peer closed the connection during the handshake.
    case closed
    /// The connection broke off while bytes were moving.
    case failed(String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .untrusted(let reason): "the certificate is not trusted: \(reason)"
        case .handshakeFailed(let reason): "the TLS handshake failed: \(reason)"
        case .closed: "the connection was closed during the TLS handshake"
        case .failed(let reason): "the TLS connection failed: \(reason)"
        }
    }
}
