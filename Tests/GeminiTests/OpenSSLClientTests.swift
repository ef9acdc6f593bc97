import Foundation
import Gemini
import TestSupport
import Testing

/// An outside opinion: `openssl s_client` talking to the server.
@Suite struct OpenSSLClientTests {
    let server: TestGeminiServer
    let folder: TemporaryDirectory

    init() throws {
        var router = Router()
        router.route("/") { request in .plainText("cert=\(request.certificate?.fingerprint ?? "-")") }
        server = try TestGeminiServer(router: router)
        folder = try TemporaryDirectory()
    }

    /// What `openssl s_client OPTIONS` prints (stdout and stderr) when sent a request for `/`.
    func sClient(_ options: String) throws -> String {
        try Shell.run(
            "printf '\(server.url("/"))\\r\\n' | timeout 10 openssl s_client -connect 127.0.0.1:\(server.port) -servername localhost \(options) 2>&1"
        )
    }

    /// A test user's certificate and key written to files, and the
    /// `s_client` options that present them.
    func clientCertificate(_ name: String) throws -> (identity: TLSIdentity, certificate: String, options: String) {
        let identity = TLSIdentity.testUser(name)
        let certificate = folder.file("\(name).crt").path
        let key = folder.file("\(name).key").path
        try identity.write(certificatePath: certificate, keyPath: key)
        return (identity, certificate, "-cert '\(certificate)' -key '\(key)'")
    }

    @Test func negotiatesTLS13ByDefaultAndServesThePage() throws {
        let output = try sClient("-ign_eof")
        #expect(output.contains("Protocol  : TLSv1.3") || output.contains("New, TLSv1.3"))
        #expect(output.contains("20 text/plain; charset=utf-8"))
        #expect(output.contains("cert=-"))
    }

    @Test func acceptsTLS12WithAModernCipherAndRefusesOlder() throws {
        let twelve = try sClient("-tls1_2 -ign_eof")
        #expect(twelve.contains("Protocol  : TLSv1.2"))
        #expect(twelve.contains("ECDHE-ECDSA-"))
        #expect(twelve.contains("GCM") || twelve.contains("CHACHA20"))
        let eleven = try sClient("-tls1_1 -cipher DEFAULT@SECLEVEL=0")
        #expect(eleven.contains("alert protocol version") || eleven.contains("Cipher is (NONE)"))
        #expect(!eleven.contains("20 text/plain"))
    }

    /// TLS 1.3 with a ticket, TLS 1.2 with a session ID: both name a session in the server's cache.
    @Test(arguments: [(option: "", version: "TLSv1.3"), (option: "-tls1_2", version: "TLSv1.2")])
    func resumesSessions(_ tls: (option: String, version: String)) throws {
        let session = folder.file("session\(tls.option).pem").path
        let first = try sClient("\(tls.option) -ign_eof -sess_out '\(session)'")
        #expect(first.contains("New, \(tls.version)"))
        #expect(first.contains("20 text/plain"))
        let second = try sClient("\(tls.option) -ign_eof -sess_in '\(session)'")
        #expect(second.contains("Reused, \(tls.version)"))
        #expect(second.contains("20 text/plain"))
    }

    @Test func aResumedSessionKeepsItsClientCertificate() throws {
        let carol = try clientCertificate("carol")
        let session = folder.file("carol-session.pem").path
        let first = try sClient("-ign_eof \(carol.options) -sess_out '\(session)'")
        #expect(first.contains("cert=\(carol.identity.certificate.fingerprint)"))
        // No certificate offered this time: the session carries the one it was made with.
        let second = try sClient("-ign_eof -sess_in '\(session)'")
        #expect(second.contains("Reused, TLSv1.3"))
        #expect(second.contains("cert=\(carol.identity.certificate.fingerprint)"))
    }

    @Test func seesTheClientCertificateFingerprintOpenSSLComputes() throws {
        let bob = try clientCertificate("bob")
        let fingerprint = try Shell.run(
            "openssl x509 -in '\(bob.certificate)' -outform der | sha256sum | cut -d' ' -f1"
        )
        .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(fingerprint.count == 64)
        let output = try sClient("-ign_eof \(bob.options)")
        #expect(output.contains("cert=\(fingerprint)"))
    }

    @Test func serverCertificateMatchesOpenSSLsView() throws {
        let output = try sClient("-ign_eof -showcerts")
        guard let start = output.range(of: "-----BEGIN CERTIFICATE-----"),
            let end = output.range(of: "-----END CERTIFICATE-----")
        else {
            Issue.record("no certificate in s_client output")
            return
        }
        let pem = String(output[start.lowerBound..<end.upperBound]) + "\n"
        let fingerprint = try Shell.run("openssl x509 -outform der | sha256sum | cut -d' ' -f1", input: pem)
        #expect(fingerprint.trimmingCharacters(in: .whitespacesAndNewlines) == server.certificateFingerprint)
        let text = try Shell.run("openssl x509 -noout -text", input: pem)
        #expect(text.contains("DNS:localhost"))
        #expect(text.contains("prime256v1") || text.contains("P-256"))
    }
}
