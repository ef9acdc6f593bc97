import COpenSSL

/// The client side of TLS as the web uses it (HTTPS): the server must show
/// a certificate that chains to an authority the system trusts and that
/// names the host asked for (DNS name, or IP address for an address). The
/// trusted authorities are OpenSSL's default store (the distribution's CA
/// certificates; `SSL_CERT_FILE` and `SSL_CERT_DIR` override it), plus an
/// optional file of more (a private authority, or a test's). TLS 1.2 or newer.
///
/// One client serves any number of connections, from any thread.
///
///     let client = try VerifiedTLSClient()
///     let stream = try client.connect(socket: fd, hostName: "example.org") { readiness in ... }
public final class VerifiedTLSClient: @unchecked Sendable {
    private let context: OpaquePointer

    /// A client trusting the system's authorities, and those in the PEM file
    /// at `additionalTrustedCertificates` when given. Throws
    /// `TLSConnectionError.handshakeFailed` when that file cannot be loaded.
    public init(additionalTrustedCertificates path: String? = nil) throws {
        guard let context = SSL_CTX_new(TLS_client_method()) else {
            throw TLSConnectionError.handshakeFailed("cannot create a TLS context: \(OpenSSLError.drain())")
        }
        _ = gp_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION)
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        // Many web servers close without close_notify; the HTTP framing
        // (Content-Length, chunked) tells a whole answer from a cut one.
        _ = SSL_CTX_set_options(context, Self.ignoreUnexpectedEOF)
        // A system without a CA store trusts nothing; every handshake then
        // fails verification, which is reported per site.
        _ = SSL_CTX_set_default_verify_paths(context)
        if let path, SSL_CTX_load_verify_locations(context, path, nil) != 1 {
            let reason = OpenSSLError.drain()
            SSL_CTX_free(context)
            throw TLSConnectionError.handshakeFailed("cannot load the trusted certificates in \(path): \(reason)")
        }
        self.context = context
    }

    deinit { SSL_CTX_free(context) }

    /// `SSL_OP_IGNORE_UNEXPECTED_EOF` (a macro Swift cannot import): an end
    /// of the connection without close_notify reads as an ordinary end.
    private static let ignoreUnexpectedEOF: UInt64 = 1 << 7

    /// A TLS connection over the connected non-blocking socket `fd` to
    /// `hostName` (ASCII: an internationalised name in its `xn--` form, or an
    /// IP address without brackets), after a handshake that verified the
    /// server. Throws `TLSConnectionError` (`untrusted` for a certificate
    /// that does not verify), or what `wait` throws.
    public func connect(socket fd: Int32, hostName: String, wait: @escaping TLSSocketStream.Wait) throws
        -> TLSSocketStream
    {
        guard let stream = TLSStream(context: context, fd: fd, server: false) else {
            throw TLSConnectionError.handshakeFailed("cannot create a TLS connection: \(OpenSSLError.drain())")
        }
        let parameters = SSL_get0_param(stream.ssl)
        if IPAddress.isIPv4(hostName) || IPAddress.isIPv6(hostName) {
            _ = X509_VERIFY_PARAM_set1_ip_asc(parameters, hostName)
        } else {
            SSL_set_hostflags(stream.ssl, UInt32(X509_CHECK_FLAG_NO_PARTIAL_WILDCARDS))
            _ = SSL_set1_host(stream.ssl, hostName)
            stream.setServerName(hostName)
        }
        let connection = TLSSocketStream(stream: stream, wait: wait)
        do {
            try connection.handshake()
        } catch let error as TLSConnectionError {
            throw Self.verificationFailure(of: stream) ?? error
        }
        if let failure = Self.verificationFailure(of: stream) { throw failure }
        return connection
    }

    /// Why the server's certificate did not verify, if it did not.
    private static func verificationFailure(of stream: TLSStream) -> TLSConnectionError? {
        let result = SSL_get_verify_result(stream.ssl)
        guard result != X509_V_OK else { return nil }
        _ = OpenSSLError.drain()
        return .untrusted(String(cString: X509_verify_cert_error_string(result)))
    }
}
