import Foundation
import Gemini

/// A real Gemini server for tests: a fresh self-signed certificate, a
/// router of the test's making, bound to an ephemeral port on loopback,
/// stopped when the value goes away (or on `stop()`). Requests go through
/// the project's own client over real TLS:
///
///     var router = Router()
///     router.route("/") { _ in .gemtext("# Hi") }
///     let server = try TestGeminiServer(router: router)
///     let page = try server.get("/")                          // no client certificate
///     let mine = try server.get("/private", identity: .testUser("alice"))
public final class TestGeminiServer: @unchecked Sendable {
    /// The running server.
    public let server: GeminiServer
    /// The host name the certificate and URLs use (`localhost`).
    public let host: String
    /// The address the server listens on (`127.0.0.1` or `::1`).
    public let address: String
    /// The folder holding the server's certificate and key.
    public let folder: TemporaryDirectory
    /// The server certificate's SHA-256 fingerprint.
    public let certificateFingerprint: String

    /// The port the server listens on.
    public var port: Int { server.port }

    /// Starts a server for `router` on `address` (an ephemeral port), with
    /// test-sized timeouts; `configure` may change any setting before start.
    public init(
        router: Router, address: String = "127.0.0.1", host: String = "localhost",
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws {
        self.host = host
        self.address = address
        folder = try TemporaryDirectory("gempaper-server")
        let identity = try TLSIdentity.generate(name: host)
        let certificate = folder.file("\(host).crt").path
        let key = folder.file("\(host).key").path
        try identity.write(certificatePath: certificate, keyPath: key)
        certificateFingerprint = identity.certificate.fingerprint
        var configuration = ServerConfiguration(hosts: [.init(name: host, certificatePath: certificate, keyPath: key)])
        configuration.listenAddresses = [address]
        configuration.port = 0
        configuration.eventLoops = 2
        configuration.workerThreads = 2
        configuration.handshakeTimeout = 5
        configuration.requestTimeout = 5
        configuration.writeTimeout = 5
        configuration.shutdownGracePeriod = 1
        configure(&configuration)
        server = try GeminiServer(configuration: configuration, router: router, errorLog: { _ in })
        try server.start()
    }

    /// `gemini://HOST:PORT` followed by `path` (which should start with `/`).
    public func url(_ path: String) -> String { "gemini://\(host):\(port)\(path)" }

    /// A client that connects to this server and trusts its certificate.
    public func client(identity: TLSIdentity? = nil) -> GeminiClient {
        var configuration = GeminiClient.Configuration(trust: .fingerprint(certificateFingerprint), identity: identity)
        configuration.connectTo = address
        configuration.timeout = 60
        return GeminiClient(configuration)
    }

    /// Requests `path` (with a client certificate when `identity` is given),
    /// follows redirects, answers an input prompt with `input` when given.
    public func get(_ path: String, identity: TLSIdentity? = nil, input: String? = nil) throws -> GeminiResponse {
        try client(identity: identity).get(url(path), input: Self.answering(input))
    }

    /// `get` for async tests.
    public func get(_ path: String, identity: TLSIdentity? = nil, input: String? = nil) async throws -> GeminiResponse {
        try await client(identity: identity).get(url(path), input: Self.answering(input))
    }

    private static func answering(_ input: String?) -> GeminiClient.InputProvider? {
        guard let input else { return nil }
        return { @Sendable _, _ in input }
    }

    /// Stops the server (also done when the value is released).
    public func stop() { server.stop() }

    deinit { server.stop() }
}

extension TLSIdentity {
    /// A fresh client identity (self-signed certificate) whose common name is `name`.
    public static func testUser(_ name: String) -> TLSIdentity {
        // Key generation only fails when OpenSSL itself is broken.
        try! TLSIdentity.generate(name: name, purpose: .client, days: 365)
    }
}
