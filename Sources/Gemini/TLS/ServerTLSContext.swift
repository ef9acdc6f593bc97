import COpenSSL
import Problems

/// The server side of TLS: one OpenSSL context per host name, each with its
/// certificate; the first host's context picks the right one by SNI during
/// the handshake. TLS 1.2 and 1.3 only, modern ciphers, client certificates
/// requested but never required, sessions resumed from a bounded cache of
/// the server's own (`sessionCacheSize`).
final class ServerTLSContext: @unchecked Sendable {
    /// The context new connections start with (the first host's).
    let primary: OpaquePointer
    private let byName: [String: OpaquePointer]
    private let all: [OpaquePointer]

    /// Loads each host's certificate and key; throws a `Problem` naming the
    /// file that is missing, unreadable, or does not match its key.
    init(hosts: [ServerConfiguration.Host], ticketsPerHandshake: Int = 1) throws {
        precondition(!hosts.isEmpty, "a server needs at least one host")
        var contexts: [OpaquePointer] = []
        var byName: [String: OpaquePointer] = [:]
        do {
            for host in hosts {
                let context = try Self.makeContext(host: host, tickets: ticketsPerHandshake)
                contexts.append(context)
                let name = ServerState.canonicalHost(host.name)
                byName[name] = byName[name] ?? context
            }
        } catch {
            contexts.forEach { SSL_CTX_free($0) }
            throw error
        }
        self.all = contexts
        self.byName = byName
        self.primary = contexts[0]
        if contexts.count > 1 {
            gp_SSL_CTX_set_servername_callback(primary, serverNameCallback, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    deinit { all.forEach { SSL_CTX_free($0) } }

    /// Whether OpenSSL would build a certificate chain on every handshake
    /// for one of the hosts (it must not; see `mode`).
    var buildsCertificateChainsPerHandshake: Bool {
        all.contains { gp_SSL_CTX_get_mode($0) & Int(SSL_MODE_NO_AUTO_CHAIN) == 0 }
    }

    /// Sessions the server keeps for resumption, at most: about 1.2 KB each
    /// (more with a client certificate), the oldest pushed out first. A
    /// client whose session went gets a full handshake.
    static let sessionCacheSize = 1024

    /// The sessions held for resumption now (the cache is the first host's:
    /// a connection keeps the context it started with for its session).
    var cachedSessions: Int { gp_SSL_CTX_sess_number(primary) }

    /// The most sessions the cache holds; nil when sessions are not resumed.
    var sessionCacheLimit: Int? {
        gp_SSL_CTX_get_session_cache_mode(primary) & Int(SSL_SESS_CACHE_SERVER) == 0
            ? nil : gp_SSL_CTX_sess_get_cache_size(primary)
    }

    /// The context serving `name`, if one was configured for it.
    func context(forServerName name: String) -> OpaquePointer? { byName[ServerState.canonicalHost(name)] }

    /// TLS 1.3 cipher suites, the server's choice first.
    static let tls13CipherSuites = "TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_256_GCM_SHA384"
    /// TLS 1.2 ciphers: forward secret, authenticated encryption only, in the same order.
    static let tls12Ciphers = "ECDHE+AESGCM+AES128:ECDHE+CHACHA20:ECDHE+AESGCM:!aNULL"

    /// OpenSSL modes for every connection. `SSL_MODE_NO_AUTO_CHAIN`: the
    /// chain sent is the one in the certificate file, as it is. Without it,
    /// OpenSSL builds a chain for a certificate file without intermediates on
    /// every handshake, with a verification context and `X509_verify_cert`
    /// against a store the server never fills (so it never adds anything).
    /// No `SSL_MODE_RELEASE_BUFFERS`: it frees the 17 KB record buffers after
    /// every record and allocates them again for the next; a connection frees
    /// them itself whenever it waits for its client (`releaseBuffers`).
    static let mode = Int(
        SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_NO_AUTO_CHAIN)

    private static func makeContext(host: ServerConfiguration.Host, tickets: Int) throws -> OpaquePointer {
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw Problem.internal("cannot create a TLS context: \(OpenSSLError.drain())")
        }
        _ = gp_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION)
        _ = gp_SSL_CTX_set_max_proto_version(context, TLS1_3_VERSION)
        gp_SSL_CTX_set_server_options(context)
        // AES-128-GCM first (then ChaCha20, then AES-256-GCM), by the server's
        // choice: 128-bit keys match the 128-bit strength of X25519 and P-256,
        // and its SHA-256 key schedule costs far less than AES-256's SHA-384
        // (the CPU has SHA-256 instructions; SHA-384 is SHA-512 in software).
        SSL_CTX_set_ciphersuites(context, Self.tls13CipherSuites)
        SSL_CTX_set_cipher_list(context, Self.tls12Ciphers)
        _ = gp_SSL_CTX_set_mode(context, Self.mode)
        _ = gp_SSL_CTX_set_read_ahead(context, 1)
        // Resumption from a bounded cache of sessions: a ticket (or TLS 1.2
        // session ID) names a session the server keeps. Stateless tickets
        // cost OpenSSL 3.0 about 165,000 instructions per handshake (the
        // session duplicated and DER-encoded three times, encrypted, MACed,
        // with fetched algorithms) and their decoding again per resumption:
        // 4.5% of a new handshake, 7.6% of a resumed one.
        if tickets > 0 {
            gp_SSL_CTX_resume_from_cache(context, Self.sessionCacheSize)
        } else {
            _ = gp_SSL_CTX_set_session_cache_mode(context, Int(SSL_SESS_CACHE_OFF))
        }
        SSL_CTX_set_num_tickets(context, tickets)
        let sessionContext = Array("gempaper".utf8)
        SSL_CTX_set_session_id_context(context, sessionContext, UInt32(sessionContext.count))
        gp_SSL_CTX_request_client_certificates(context)
        guard SSL_CTX_use_certificate_chain_file(context, host.certificatePath) == 1 else {
            let reason = OpenSSLError.drain()
            SSL_CTX_free(context)
            throw Problem.badInput(
                "cannot load the certificate \(host.certificatePath) for \(host.name): \(reason)",
                hint: "check the file, or remove it (and its key) to have a new one generated")
        }
        guard SSL_CTX_use_PrivateKey_file(context, host.keyPath, SSL_FILETYPE_PEM) == 1 else {
            let reason = OpenSSLError.drain()
            SSL_CTX_free(context)
            throw Problem.badInput(
                "cannot load the key \(host.keyPath) for \(host.name): \(reason)",
                hint: "check the file and its permissions")
        }
        guard SSL_CTX_check_private_key(context) == 1 else {
            _ = OpenSSLError.drain()
            SSL_CTX_free(context)
            throw Problem.badInput(
                "\(host.keyPath) is not the key of \(host.certificatePath)",
                hint: "configure the key that belongs to the certificate")
        }
        return context
    }
}

/// Called by OpenSSL with the client's SNI name: switches the connection to
/// that host's context (certificate). An unknown name keeps the first host's.
private func serverNameCallback(
    _ ssl: OpaquePointer?, _ alert: UnsafeMutablePointer<Int32>?, _ argument: UnsafeMutableRawPointer?
) -> Int32 {
    guard let ssl, let argument, let name = SSL_get_servername(ssl, TLSEXT_NAMETYPE_host_name) else {
        return SSL_TLSEXT_ERR_OK
    }
    let contexts = Unmanaged<ServerTLSContext>.fromOpaque(argument).takeUnretainedValue()
    if let context = contexts.context(forServerName: String(cString: name)), context != contexts.primary {
        SSL_set_SSL_CTX(ssl, context)
    }
    return SSL_TLSEXT_ERR_OK
}
