import COpenSSL
import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// A Gemini client: one request per connection over TLS, servers trusted on
/// first use, redirects followed (at most 5), input prompts answered by a
/// callback, an optional client certificate.
///
///     let client = GeminiClient(.init(trust: .knownHosts(KnownHosts(path: file))))
///     let response = try client.get("gemini://example.org/")
public final class GeminiClient: @unchecked Sendable {
    /// How server certificates are trusted.
    public enum Trust: Sendable {
        /// Pin each server's certificate on first use in a known-hosts file.
        case knownHosts(KnownHosts)
        /// Accept any certificate (tests, or a script that knows better).
        case anyCertificate
        /// Accept only the certificate with this SHA-256 fingerprint.
        case fingerprint(String)
    }

    /// The client's settings.
    public struct Configuration: Sendable {
        /// How server certificates are trusted.
        public var trust: Trust
        /// The client certificate to present, to the first URL's host and port only.
        public var identity: TLSIdentity?
        /// Redirects followed before giving up.
        public var maxRedirects = 5
        /// Seconds allowed for connecting, and for each read or write.
        public var timeout: Double = 20
        /// The largest body accepted, in bytes.
        public var maxBodyBytes = 64 << 20
        /// Connect to this host or address instead of the URL's host (SNI and
        /// the request still name the URL's host): for tests on loopback.
        public var connectTo: String?
        /// Called when a server is trusted for the first time or its pin is replaced.
        public var onTrustChange: (@Sendable (String, KnownHosts.Decision) -> Void)?

        /// Settings with `trust`, an optional identity, and defaults for the rest.
        public init(trust: Trust, identity: TLSIdentity? = nil) {
            self.trust = trust
            self.identity = identity
        }
    }

    /// Answers an input prompt (`10`/`11`): given the prompt and whether it is
    /// sensitive, returns the text to send, or nil to stop and return the prompt.
    public typealias InputProvider = @Sendable (_ prompt: String, _ sensitive: Bool) -> String?

    /// The settings in use.
    public let configuration: Configuration
    private let context: OpaquePointer

    /// A client with `configuration`.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        context = TLSStream.makeClientContext()
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { SSL_CTX_free(context) }

    /// Fetches `url`, following redirects and answering input prompts with
    /// `input`; returns the final response, whatever its status. Throws a
    /// `Problem` for a malformed URL, a network or TLS failure, a changed
    /// certificate, too many redirects or a malformed response.
    public func get(_ url: String, input: InputProvider? = nil) throws -> GeminiResponse {
        var current: GeminiURL
        do { current = try GeminiURL(url, droppingFragment: true) } catch {
            throw Problem.badInput("\(error.message)")
        }
        guard current.scheme == "gemini" else {
            throw Problem.badInput("gempaper only fetches gemini:// URLs, not \(current.scheme):")
        }
        let identityHost = (current.host, current.effectivePort)
        var visited: Set<String> = [current.description]
        var redirects = 0
        var answered = false
        while true {
            let identity = (current.host, current.effectivePort) == identityHost ? configuration.identity : nil
            let response = try request(current, identity: identity)
            switch response.status.category {
            case 3:
                redirects += 1
                let target: GeminiURL
                do { target = try current.resolving(response.meta) } catch {
                    throw Problem.permanent("\(current) redirects to a malformed URL: \(error.message)")
                }
                guard target.scheme == "gemini" else {
                    throw Problem.permanent("\(current) redirects to \(target), which is not a gemini:// URL")
                }
                // The same words as for the web (HTTP).
                if visited.contains(target.description) {
                    throw Problem.redirectLoop(url, after: redirects, at: target.description)
                }
                guard redirects <= configuration.maxRedirects else {
                    throw Problem.tooManyRedirects(url, limit: configuration.maxRedirects, last: target.description)
                }
                visited.insert(target.description)
                current = target
            case 1:
                guard !answered, let input, let answer = input(response.meta, response.status == .sensitiveInput) else {
                    return response
                }
                answered = true
                current = GeminiURL(
                    scheme: current.scheme, host: current.host, port: current.port, path: current.path,
                    query: PercentEncoding.encodeQuery(answer))
            default:
                return response
            }
        }
    }

    /// `get` run on a thread of its own, so that waiting on the network does
    /// not hold a Swift concurrency thread.
    public func get(_ url: String, input: InputProvider? = nil) async throws -> GeminiResponse {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do { continuation.resume(returning: try self.get(url, input: input)) } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// One request for `url`, no redirects followed.
    public func request(_ url: GeminiURL, identity: TLSIdentity? = nil) throws -> GeminiResponse {
        let line = Array((url.description + "\r\n").utf8)
        guard line.count <= RequestLine.maximumLength + 2 else {
            throw Problem.badInput("the URL is longer than 1024 bytes, which Gemini does not allow")
        }
        let fd = try connect(to: configuration.connectTo ?? url.host, port: url.effectivePort)
        defer { close(fd) }
        guard let stream = TLSStream(context: context, fd: fd, server: false) else {
            throw Problem.internal("cannot create a TLS connection: \(OpenSSLError.drain())")
        }
        if !url.hostIsIPv6 && !IPAddress.isIPv4(url.host) { stream.setServerName(url.host) }
        if let identity {
            SSL_use_certificate(stream.ssl, identity.certificate.x509)
            SSL_use_PrivateKey(stream.ssl, identity.key.pkey)
        }
        switch stream.handshake() {
        case .done: break
        case .failed(let reason): throw Problem.temporary("TLS handshake with \(url.authority) failed: \(reason)")
        case .wantRead, .wantWrite:
            throw Problem.temporary("TLS handshake with \(url.authority) timed out", hint: "try again later")
        case .closed: throw Problem.temporary("\(url.authority) closed the connection during the TLS handshake")
        }
        guard let certificate = stream.peerCertificate else {
            throw Problem.permanent("\(url.authority) sent no certificate")
        }
        try verify(certificate, host: url.host, port: url.effectivePort)
        try send(line, over: stream, to: url)
        let received = try receiveAll(from: stream, url: url)
        _ = stream.shutdown()
        return try Self.parse(received, url: url, fingerprint: certificate.fingerprint)
    }

    private func verify(_ certificate: Certificate, host: String, port: Int) throws {
        switch configuration.trust {
        case .anyCertificate:
            return
        case .fingerprint(let expected):
            guard certificate.fingerprint == expected.lowercased() else {
                throw Problem.permanent(
                    "\(host):\(port) shows certificate \(certificate.fingerprint.prefix(16))..., not the expected one")
            }
        case .knownHosts(let knownHosts):
            let decision = try knownHosts.check(host: host, port: port, certificate: certificate)
            if decision != .known {
                configuration.onTrustChange?(
                    GeminiURL.hostAndPort(host, port), decision)
            }
        }
    }

    private func send(_ line: [UInt8], over stream: TLSStream, to url: GeminiURL) throws {
        var offset = 0
        while offset < line.count {
            let result = line.withUnsafeBytes { stream.write(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            guard case .bytes(let count) = result else {
                throw Problem.temporary("sending the request to \(url.authority) failed", hint: "try again later")
            }
            offset += count
        }
    }

    private func receiveAll(from stream: TLSStream, url: GeminiURL) throws -> [UInt8] {
        var received: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16_384, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            switch stream.read(into: buffer) {
            case .bytes(let count):
                received.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                guard received.count <= configuration.maxBodyBytes + 1100 else {
                    throw Problem.tooLarge(url.description, limit: configuration.maxBodyBytes)
                }
            case .wait(.closed):
                return received
            case .wait(.wantRead), .wait(.wantWrite):
                throw Problem.temporary(
                    "\(url.authority) did not answer within \(Int(configuration.timeout)) seconds",
                    hint: "try again later")
            case .wait(let step):
                // A server that closes without close_notify after a full response: keep what came.
                if !received.isEmpty { return received }
                throw Problem.temporary("\(url.authority) closed the connection without answering (\(step))")
            }
        }
    }

    /// Splits `bytes` into header and body; throws for a malformed header.
    /// (Open to the fuzz target through its SPI.)
    @_spi(Fuzzing) public static func parse(_ bytes: [UInt8], url: GeminiURL, fingerprint: String) throws -> GeminiResponse {
        guard let lineFeed = bytes.prefix(1100).firstIndex(of: 0x0A) else {
            throw Problem.permanent("\(url.authority) sent no valid response header")
        }
        let headerEnd = lineFeed > 0 && bytes[lineFeed - 1] == 0x0D ? lineFeed - 1 : lineFeed
        let header = bytes[..<headerEnd]
        // Status, space and at most 1024 bytes of meta.
        guard header.count <= 3 + 1024 else {
            throw Problem.permanent(
                "\(url.authority) sent more than 1024 bytes of meta in its response header, which Gemini does not allow")
        }
        guard header.count >= 2, let status = Int(String(decoding: header.prefix(2), as: UTF8.self)),
            (10...69).contains(status),
            header.count == 2 || header[header.startIndex + 2] == 0x20,
            let meta = String(validating: header.dropFirst(3), as: UTF8.self)
        else {
            throw Problem.permanent(
                "\(url.authority) sent a malformed response header: '\(String(decoding: header.prefix(40), as: UTF8.self))'"
            )
        }
        let body = Status(status).isSuccess ? Array(bytes[(lineFeed + 1)...]) : []
        return GeminiResponse(url: url, status: Status(status), meta: meta, body: body, serverFingerprint: fingerprint)
    }

    /// A connected blocking socket with read/write timeouts.
    private func connect(to host: String, port: Int) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>? = nil
        let name = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let status = getaddrinfo(name, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw Problem.temporary(
                "cannot find the address of \(host): \(String(cString: gai_strerror(status)))",
                hint: "check the host name")
        }
        defer { freeaddrinfo(list) }
        var lastError = ECONNREFUSED
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            entry = current.pointee.ai_next
            let fd = socket(current.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { continue }
            if connect(fd, current.pointee.ai_addr, current.pointee.ai_addrlen, within: configuration.timeout) {
                var timeout = timeval(
                    tv_sec: Int(configuration.timeout),
                    tv_usec: Int(configuration.timeout.truncatingRemainder(dividingBy: 1) * 1e6))
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                var one: Int32 = 1
                setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
                return fd
            }
            lastError = errno
            close(fd)
        }
        throw Problem.temporary(
            "cannot connect to \(host) port \(port): \(String(cString: strerror(lastError)))",
            hint: "is the capsule running?")
    }

    private func connect(
        _ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: socklen_t, within seconds: Double
    ) -> Bool {
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        if Glibc.connect(fd, address, length) == 0 { return true }
        guard errno == EINPROGRESS else { return false }
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) == 1 else {
            errno = ETIMEDOUT
            return false
        }
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
        errno = error
        return error == 0
    }
}
