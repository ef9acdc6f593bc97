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

    @Test func resumesSessionsFromTickets() throws {
        let session = folder.file("session.pem").path
        let first = try sClient("-ign_eof -sess_out '\(session)'")
        #expect(first.contains("20 text/plain"))
        let second = try sClient("-ign_eof -sess_in '\(session)'")
        #expect(second.contains("Reused, TLSv1.3"))
        #expect(second.contains("20 text/plain"))
    }

    @Test func resumesTLS12SessionsFromTheCache() throws {
        let session = folder.file("session12.pem").path
        let first = try sClient("-tls1_2 -ign_eof -sess_out '\(session)'")
        #expect(first.contains("New, TLSv1.2"))
        let second = try sClient("-tls1_2 -ign_eof -sess_in '\(session)'")
        #expect(second.contains("Reused, TLSv1.2"))
        #expect(second.contains("20 text/plain"))
    }

    @Test func aResumedSessionKeepsItsClientCertificate() throws {
        let identity = TLSIdentity.testUser("carol")
        let certificate = folder.file("carol.crt").path
        let key = folder.file("carol.key").path
        try identity.write(certificatePath: certificate, keyPath: key)
        let session = folder.file("carol-session.pem").path
        let first = try sClient("-ign_eof -cert '\(certificate)' -key '\(key)' -sess_out '\(session)'")
        #expect(first.contains("cert=\(identity.certificate.fingerprint)"))
        // No certificate offered this time: the session carries the one it was made with.
        let second = try sClient("-ign_eof -sess_in '\(session)'")
        #expect(second.contains("Reused, TLSv1.3"))
        #expect(second.contains("cert=\(identity.certificate.fingerprint)"))
    }

    @Test func seesTheClientCertificateFingerprintOpenSSLComputes() throws {
        let identity = TLSIdentity.testUser("bob")
        let certificate = folder.file("bob.crt").path
        let key = folder.file("bob.key").path
        try identity.write(certificatePath: certificate, keyPath: key)
        let fingerprint = try Shell.run("openssl x509 -in '\(certificate)' -outform der | sha256sum | cut -d' ' -f1")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(fingerprint.count == 64)
        let output = try sClient("-ign_eof -cert '\(certificate)' -key '\(key)'")
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
