import Foundation
import Problems
import TestSupport
import Testing

@testable import Fetch

/// HTTPS against real TLS servers on loopback, with certificates from a
/// test authority made by `openssl`: verified chains and names, refusals,
/// IPv4 and IPv6, the addresses of a name tried in turn.
@Suite struct HTTPSFetchTests {
    static let authority = Result { try TestCertificateAuthority() }

    /// Settings trusting the test authority, with generous timeouts.
    static func settings(trusting path: String?) -> FetchSettings {
        FetchSettings(
            maxRedirects: 10, idleTimeout: 60, totalTimeout: 120, maxBytes: 1_000_000, userAgent: "gempaper-test/1",
            knownHostsPath: "/nonexistent/known_hosts", trustedCertificatesFile: path)
    }

    func trustingFetcher() throws -> PageFetcher {
        PageFetcher(settings: Self.settings(trusting: try Self.authority.get().certificatePath))
    }

    @Test func fetchesAPageOverVerifiedTLS() async throws {
        let identity = try Self.authority.get().issue(for: ["127.0.0.1"])
        let server = try TestHTTPServer(tls: identity) { request in
            request.path == "/gz"
                ? TestHTTPResponse(
                    status: 200, headers: [("Content-Type", "text/plain"), ("Content-Encoding", "gzip")],
                    body: .bytes(TestCompression.gzip(Data("secret words\n".utf8))))
                : .html("<title>Secure</title><p>Over TLS")
        }
        #expect(server.url("/").hasPrefix("https://127.0.0.1:"))
        let page = try await trustingFetcher().fetch(server.url("/"))
        #expect(page.bytes == Data("<title>Secure</title><p>Over TLS".utf8))
        #expect(try await trustingFetcher().fetch(server.url("/gz")).bytes == Data("secret words\n".utf8))
        #expect(server.requests.first?.headers["host"] == "127.0.0.1:\(server.port)")
    }

    @Test func refusesACertificateFromAnAuthorityNotTrusted() async throws {
        let stranger = try TestCertificateAuthority()
        let server = try TestHTTPServer(tls: try stranger.issue(for: ["127.0.0.1"])) { _ in .html("<p>hi") }
        let problem = try await #require(throws: Problem.self) { try await trustingFetcher().fetch(server.url("/")) }
        #expect(problem.kind == .permanent)
        #expect(
            problem.message == "the certificate of 127.0.0.1:\(server.port) is not trusted (unable to get local issuer certificate)",
            "\(problem)")
        // Nor does the system's store know the test authority.
        let system = PageFetcher(settings: Self.settings(trusting: nil))
        let alone = try await #require(throws: Problem.self) { try await system.fetch(server.url("/")) }
        #expect(alone.message.contains("is not trusted"), "\(alone)")
        #expect(server.requests.isEmpty)
    }

    @Test func refusesACertificateForAnotherName() async throws {
        let identity = try Self.authority.get().issue(for: ["other.example"])
        let server = try TestHTTPServer(tls: identity) { _ in .html("<p>hi") }
        let problem = try await #require(throws: Problem.self) { try await trustingFetcher().fetch(server.url("/")) }
        #expect(problem.message == "the certificate of 127.0.0.1:\(server.port) is not trusted (IP address mismatch)")
        #expect(server.requests.isEmpty)
    }

    @Test func verifiesAHostNameAndTriesEachOfItsAddresses() async throws {
        // `localhost` may resolve to ::1 first, where nothing listens: the
        // next address is tried. The certificate names `localhost` only.
        let identity = try Self.authority.get().issue(for: ["localhost"])
        let server = try TestHTTPServer(tls: identity) { _ in .html("<p>by name") }
        let url = "https://localhost:\(server.port)/named"
        let page = try await trustingFetcher().fetch(url)
        #expect(page.bytes == Data("<p>by name".utf8))
        #expect(server.requests.first?.headers["host"] == "localhost:\(server.port)")
        // The same server by address: its certificate does not name it.
        let problem = try await #require(throws: Problem.self) { try await trustingFetcher().fetch(server.url("/")) }
        #expect(problem.message.contains("IP address mismatch"), "\(problem)")
    }

    @Test func fetchesOverIPv6() async throws {
        guard let server = try? TestHTTPServer(address: "::1", handler: { _ in .html("<p>six") }) else {
            return  // No IPv6 on this machine's loopback.
        }
        #expect(server.url("/").hasPrefix("http://[::1]:"))
        let page = try await PageFetcher(settings: Self.settings(trusting: nil)).fetch(server.url("/"))
        #expect(page.bytes == Data("<p>six".utf8))
        #expect(server.requests.first?.headers["host"] == "[::1]:\(server.port)")
    }

    @Test func aStopDuringTheHandshakeEndsTheFetch() async throws {
        // The server accepts the connection and holds it before the handshake
        // until the test ends: only the stop can end the fetch.
        let connected = TestHold()
        let identity = try Self.authority.get().issue(for: ["127.0.0.1"])
        let server = try TestHTTPServer(tls: identity, holdingConnections: connected) { _ in .html("never") }
        let url = server.url("/")
        let cancellation = FetchCancellation()
        let fetcher = try trustingFetcher()
        let (reached, result) = await fetchCancelled(url, by: fetcher, once: connected, cancellation: cancellation)
        #expect(reached)
        let problem = try #require(throws: Problem.self) { try result.get() }
        #expect(problem.message == "the fetch of \(url) was stopped", "\(problem)")
        connected.release()
    }

    @Test func followsRedirectsBetweenHTTPAndHTTPS() async throws {
        let identity = try Self.authority.get().issue(for: ["127.0.0.1"])
        let secure = try TestHTTPServer(tls: identity) { _ in .html("<p>secure end") }
        let plain = try TestHTTPServer { _ in .redirect(to: secure.url("/end"), status: 301) }
        let page = try await trustingFetcher().fetch(plain.url("/start"))
        #expect(page.finalURL == secure.url("/end"))
        #expect(page.bytes == Data("<p>secure end".utf8))
    }
}
