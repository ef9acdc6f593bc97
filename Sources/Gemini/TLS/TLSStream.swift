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
    private let fd: Int32
    /// Server side: records wait here and are sent by `flush`, so that what
    /// one step produces (session ticket, response, close_notify) leaves in
    /// one `send`.
    private let outgoing: OutgoingRecords?
    /// Server side: the socket as OpenSSL reads it, sparing reads that can only fail.
    private let incoming: IncomingBytes?

    /// A stream for `fd` using `context`, as the server or the client side;
    /// nil when OpenSSL cannot make one. The server side buffers what it
    /// writes until `flush()`; the client side writes straight to the socket.
    /// `edgeTriggered`: the caller learns of new bytes by edge-triggered
    /// events and says so with `socketMayBeReadable()`, so reads that can
    /// only fail are not made (server side).
    init?(context: OpaquePointer, fd: Int32, server: Bool, edgeTriggered: Bool = false) {
        guard let ssl = SSL_new(context) else { return nil }
        self.ssl = ssl
        self.fd = fd
        if server {
            guard let outgoing = OutgoingRecords() else {
                SSL_free(ssl)
                return nil
            }
            guard let incoming = IncomingBytes(fd: fd, tracksReadiness: edgeTriggered) else {
                BIO_free(outgoing.bio)
                SSL_free(ssl)
                return nil
            }
            self.outgoing = outgoing
            self.incoming = incoming
            SSL_set_bio(ssl, incoming.bio, outgoing.bio)
            SSL_set_accept_state(ssl)
        } else {
            self.outgoing = nil
            self.incoming = nil
            SSL_set_fd(ssl, fd)
            SSL_set_connect_state(ssl)
        }
    }

    /// The socket has signalled that it is readable (or closed): reads go to it again (server side).
    func socketMayBeReadable() { incoming?.mayBeReadable() }

    /// Whether the server side knows the socket holds nothing to read: it
    /// came back drained and has signalled nothing since.
    var socketIsDrained: Bool { incoming?.drained ?? false }

    /// Bytes encrypted but not yet sent (server side).
    var unsentCount: Int { outgoing?.count ?? 0 }

    /// Sends what the server side has written; `.done` when all of it is out,
    /// `.wantWrite` when the socket is full, `.failed` when the peer is gone.
    func flush() -> Step {
        outgoing?.send(on: fd) ?? .done
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

    /// Bytes read from the socket so far (the encrypted ones).
    var bytesReceived: Int { Int(BIO_number_read(SSL_get_rbio(ssl))) }

    /// Frees OpenSSL's read and write buffers while nothing is in them, and
    /// the send buffer once it is sent: a connection waiting on a silent
    /// client then holds a few hundred bytes instead of some 20 KB.
    func releaseBuffers() {
        _ = SSL_free_buffers(ssl)
        outgoing?.release()
    }

    /// Whether the server side's send buffer is allocated.
    var holdsSendBuffer: Bool { outgoing?.holdsStorage ?? false }

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
            let reason = OpenSSLError.drain(
                fallback: errno == 0 ? "connection closed" : String(cString: strerror(errno)))
            return reason == "connection closed" ? .closed : .failed(reason)
        default:
            return .failed(OpenSSLError.drain())
        }
    }
}
