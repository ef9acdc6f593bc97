import COpenSSL

#if canImport(Glibc)
import Glibc
#endif

/// One TLS connection over a socket (OpenSSL's `SSL`), driven step by step:
/// every call returns at once on a non-blocking socket, saying whether it
/// finished or must wait for the socket to become readable or writable.
final class TLSStream {
    /// The outcome of a handshake or shutdown step.
    enum Step: Equatable {
        case done
        case wantRead
        case wantWrite
        case closed
        case failed(String)
    }

    /// The outcome of a read or write: `count` bytes moved, or a step.
    enum Transfer: Equatable {
        case bytes(Int)
        case wait(Step)
    }

    let ssl: OpaquePointer

    /// A stream for `fd` using `context`, as the server or the client side;
    /// nil when OpenSSL cannot make one.
    init?(context: OpaquePointer, fd: Int32, server: Bool) {
        guard let ssl = SSL_new(context) else { return nil }
        self.ssl = ssl
        SSL_set_fd(ssl, fd)
        if server { SSL_set_accept_state(ssl) } else { SSL_set_connect_state(ssl) }
    }

    deinit { SSL_free(ssl) }

    /// A client context: TLS 1.2 or newer, any server certificate accepted
    /// (the caller checks it: trust on first use). Free with `SSL_CTX_free`.
    /// With `verifyingChain`, the server's certificate must chain to a
    /// trusted authority, which no self-signed one does: the handshake then
    /// ends with an alert (tests use it to abort a handshake midway).
    static func makeClientContext(verifyingChain: Bool = false) -> OpaquePointer {
        let context = SSL_CTX_new(TLS_client_method())!
        _ = gp_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION)
        if verifyingChain {
            SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        } else {
            gp_SSL_CTX_accept_any_server_certificate(context)
        }
        return context
    }

    /// Advances the handshake.
    func handshake() -> Step {
        let result = SSL_do_handshake(ssl)
        return result == 1 ? .done : step(for: result)
    }

    /// Reads decrypted bytes into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Transfer {
        let count = SSL_read(ssl, buffer.baseAddress, Int32(min(buffer.count, Int(Int32.max))))
        return count > 0 ? .bytes(Int(count)) : .wait(step(for: count))
    }

    /// Encrypts and sends bytes from `buffer` (partial writes allowed).
    func write(_ buffer: UnsafeRawBufferPointer) -> Transfer {
        guard !buffer.isEmpty else { return .bytes(0) }
        let count = SSL_write(ssl, buffer.baseAddress, Int32(min(buffer.count, 1 << 20)))
        return count > 0 ? .bytes(Int(count)) : .wait(step(for: count))
    }

    /// Sends close_notify; `.done` once it is out (the peer's is not awaited).
    func shutdown() -> Step {
        let result = SSL_shutdown(ssl)
        if result >= 0 { return .done }
        let step = step(for: result)
        return step == .wantRead ? .done : step
    }

    /// The certificate the peer presented, if any.
    var peerCertificate: Certificate? {
        guard let x509 = SSL_get1_peer_certificate(ssl) else { return nil }
        return Certificate(owning: x509)
    }

    /// Sends `name` as SNI (client side, before the handshake).
    func setServerName(_ name: String) {
        _ = gp_SSL_set_tlsext_host_name(ssl, name)
    }

    /// Whether the peer's close_notify has arrived.
    var receivedCloseNotify: Bool { SSL_get_shutdown(ssl) & Int32(SSL_RECEIVED_SHUTDOWN) != 0 }

    /// Whether the session was resumed from a ticket.
    var sessionReused: Bool { SSL_session_reused(ssl) == 1 }

    /// The negotiated protocol, e.g. `TLSv1.3`.
    var protocolVersion: String { String(cString: SSL_get_version(ssl)) }

    private func step(for result: Int32) -> Step {
        let code = SSL_get_error(ssl, result)
        switch code {
        case SSL_ERROR_WANT_READ: return .wantRead
        case SSL_ERROR_WANT_WRITE: return .wantWrite
        case SSL_ERROR_ZERO_RETURN: return .closed
        case SSL_ERROR_SYSCALL:
            let reason = OpenSSLError.drain(fallback: errno == 0 ? "connection closed" : String(cString: strerror(errno)))
            return reason == "connection closed" ? .closed : .failed(reason)
        default:
            return .failed(OpenSSLError.drain())
        }
    }
}
