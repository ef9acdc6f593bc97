import Foundation
import Gemini
import Problems
import TestSupport
import Testing

/// The server end to end: real TLS on loopback, the project's client.
@Suite struct ServerTests {
    static func router() -> Router {
        var router = Router()
        router.route("/") { _ in .gemtext("# Home\n", lang: "en") }
        router.route("/whoami") { request in
            guard let certificate = request.certificate else { return .certificateRequired() }
            return .plainText(certificate.fingerprint)
        }
        router.route("/articles/:id/sections/:n") { (_, id: Int, n: Int) in .plainText("article \(id) section \(n)") }
        router.route("/hop/:n") { (_, n: Int) in n == 0 ? .plainText("landed") : .redirect(to: "\(n - 1)") }
        router.route("/ask") { request in
            guard let answer = request.query else { return .input("Your name?") }
            return .plainText("hello \(answer)")
        }
        router.route("/fail") { _ in throw Problem.notFound("no article with id 7") }
        return router
    }

    @Test(arguments: ["127.0.0.1", "::1"])
    func servesOnIPv4AndIPv6(address: String) throws {
        let server = try TestGeminiServer(router: Self.router(), address: address)
        let home = try server.get("/")
        #expect(home.header == "20 text/gemini; charset=utf-8; lang=en")
        #expect(home.text == "# Home\n")
        #expect(try server.get("").text == "# Home\n")
        #expect(try server.get("/articles/3/sections/2").text == "article 3 section 2")
        #expect(try server.get("/fail").header == "51 no article with id 7")
    }

    @Test func listensOnIPv4AndIPv6AtOnceOnOnePort() throws {
        let server = try TestGeminiServer(router: Self.router()) { $0.listenAddresses = ["127.0.0.1", "::1"] }
        #expect(server.server.listeningAddresses == ["127.0.0.1:\(server.port)", "[::1]:\(server.port)"])
        for address in ["127.0.0.1", "::1"] {
            var configuration = GeminiClient.Configuration(trust: .fingerprint(server.certificateFingerprint))
            configuration.connectTo = address
            #expect(try GeminiClient(configuration).get(server.url("/")).text == "# Home\n", "via \(address)")
        }
    }

    @Test func clientCertificatesAreRequestedNeverRequired() throws {
        let server = try TestGeminiServer(router: Self.router())
        #expect(try server.get("/whoami").status == .certificateRequired)
        let alice = TLSIdentity.testUser("alice")
        let answer = try server.get("/whoami", identity: alice)
        #expect(answer.status == .success)
        #expect(answer.text == alice.certificate.fingerprint)
        // The same fingerprint `openssl x509 -outform der | sha256sum` prints.
        let folder = try TemporaryDirectory()
        let pem = try folder.write(alice.certificate.pem, to: "alice.crt")
        let openssl = try Shell.run("openssl x509 -in '\(pem.path)' -outform der | sha256sum")
        #expect(openssl.hasPrefix(answer.text + " "))
    }

    @Test func redirectsAreFollowedAtMostFiveTimes() throws {
        let server = try TestGeminiServer(router: Self.router())
        #expect(try server.get("/hop/5").text == "landed")
        #expect(throws: Problem.self) { try server.get("/hop/6") }
    }

    @Test func trailingSlashDifferenceRedirects() throws {
        let server = try TestGeminiServer(router: Self.router())
        let raw = try server.client().request(GeminiURL(server.url("/whoami/")))
        #expect(raw.header == "31 /whoami")
        #expect(try server.get("/whoami/").status == .certificateRequired)
    }

    @Test func inputPromptsAreAnswered() throws {
        let server = try TestGeminiServer(router: Self.router())
        #expect(try server.get("/ask").header == "10 Your name?")
        #expect(try server.get("/ask", input: "Zoë & co").text == "hello Zoë & co")
    }

    @Test func responsesEndWithCloseNotify() throws {
        let server = try TestGeminiServer(router: Self.router())
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        try raw.startTLS()
        raw.send(Array(server.url("/").utf8) + [13, 10])
        let (bytes, closeNotify, _) = raw.receive()
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("20 "))
        #expect(closeNotify)
    }

    @Test func sniPicksTheCertificate() throws {
        let folder = try TemporaryDirectory()
        let other = try TLSIdentity.generate(name: "other.test")
        try other.write(certificatePath: folder.file("o.crt").path, keyPath: folder.file("o.key").path)
        let server = try TestGeminiServer(router: Self.router()) { configuration in
            configuration.hosts.append(
                .init(
                    name: "other.test", certificatePath: folder.file("o.crt").path, keyPath: folder.file("o.key").path))
        }
        for (name, expected) in [
            ("localhost", server.certificateFingerprint), ("other.test", other.certificate.fingerprint),
            ("unknown.test", server.certificateFingerprint),
        ] {
            let raw = try RawClient(address: "127.0.0.1", port: server.port)
            try raw.startTLS(serverName: name)
            #expect(raw.serverFingerprint == expected, "SNI \(name)")
        }
        var client = GeminiClient.Configuration(trust: .fingerprint(other.certificate.fingerprint))
        client.connectTo = "127.0.0.1"
        #expect(try GeminiClient(client).get("gemini://other.test:\(server.port)/").status == .success)
    }

    @Test func handlersOffTheLoopDoNotStallIt() throws {
        let started = Gate(), gate = Gate(), answered = Gate()
        var router = Router()
        router.route("/slow", on: .workerPool) { _ in
            started.open()
            gate.wait()
            return .plainText("slow")
        }
        router.routeAsync("/async") { _ in
            try? await Task.sleep(nanoseconds: 10_000_000)
            return .plainText("async")
        }
        router.route("/fast") { _ in .plainText("fast") }
        let server = try TestGeminiServer(router: router) { $0.eventLoops = 1 }
        let slow = Box<Result<GeminiResponse, any Error>>()
        Thread {
            slow.value = Result { try server.get("/slow") }
            answered.open()
        }.start()
        started.wait()
        // While the worker is blocked, the single loop keeps answering.
        #expect(try server.get("/fast").text == "fast")
        #expect(slow.value == nil)
        gate.open()
        answered.wait()
        #expect(try slow.value?.get().text == "slow")
        // Async handlers run on the server's worker threads (their task
        // executor), so the test needs no Swift-concurrency thread to wait on.
        #expect(try server.get("/async").text == "async")
    }
}

/// A value set on one thread and read on another after a `Gate`.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A gate a worker waits at until the test opens it.
final class Gate: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func wait() { _ = semaphore.wait(timeout: .now() + 60) }
    func open() { semaphore.signal() }
}

/// Runs a shell command line and returns what it printed on stdout.
enum Shell {
    static func run(_ command: String, input: String = "") throws -> String {
        let output = try ChildProcess.run(executable: "/bin/sh", arguments: ["-c", command], input: Data(input.utf8)).output
        return String(decoding: output, as: UTF8.self)
    }
}
