import Foundation
import TestSupport
import Testing

@testable import Gemini

#if canImport(Glibc)
    import Glibc
#endif

/// The server under strangers: one address holding many connections,
/// clients that say nothing, the rate limit and who is exempt from it, and
/// an access log that hostile bytes cannot disturb. Real TLS on loopback;
/// 127.0.0.2 is another client than 127.0.0.1.
@Suite struct StrangersTests {
    static func router() -> Router {
        var router = Router()
        router.route("/") { _ in .gemtext("# Home\n") }
        return router
    }

    /// Waits until `condition` holds, for at most `seconds` (only reached when broken).
    func waitUntil(_ condition: () -> Bool, seconds: Double = 120) {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    }

    @Test func oneAddressCannotTakeEveryConnection() throws {
        let server = try TestGeminiServer(router: Self.router()) {
            $0.maxConnectionsPerClient = 3
            $0.maxConnections = 1000
            // Nothing here may time out, however slow the machine: the test is about counts.
            $0.handshakeTimeout = 3600
            $0.requestTimeout = 3600
        }
        let holders = try (0..<3).map { _ in try RawClient(address: "127.0.0.1", port: server.port, timeout: 120) }
        for holder in holders { try holder.startTLS() }
        // Over the limit: a few get a handshake and "44", so a client learns to wait...
        let polite = try (0..<Admission.politeRefusalsPerClient).map { _ in
            try RawClient(address: "127.0.0.1", port: server.port, timeout: 120)
        }
        for client in polite { try client.startTLS() }
        // ...and beyond those, connections are closed before any handshake work.
        let closed = try RawClient(address: "127.0.0.1", port: server.port, timeout: 120)
        #expect(throws: (any Error).self) { try closed.startTLS() }
        // Another address is served all the while.
        let other = try RawClient(address: "127.0.0.1", port: server.port, from: "127.0.0.2", timeout: 120)
        try other.startTLS()
        other.send(Array((server.url("/") + "\r\n").utf8))
        #expect(other.responseHeader() == "20 text/gemini; charset=utf-8")
        for client in polite {
            client.send(Array((server.url("/") + "\r\n").utf8))
            #expect(client.responseHeader() == "44 \(Admission.clientWaitSeconds)")
        }
        for holder in holders {
            holder.send(Array((server.url("/") + "\r\n").utf8))
            #expect(holder.responseHeader().hasPrefix("20 "))
        }
        // Places free up as connections close.
        waitUntil { server.server.openConnections == 0 }
        #expect(try server.get("/").status == .success)
    }

    @Test func admissionCountsPerClientBeforeTheServerLimit() {
        var configuration = ServerConfiguration(hosts: [])
        configuration.maxConnections = 100
        configuration.maxConnectionsPerClient = 10
        func decide(_ open: Int, _ fromClient: Int, refusing: Int = 0) -> Admission {
            Admission.decide(open: open, fromClient: fromClient, refusing: refusing, configuration: configuration)
        }
        #expect(decide(50, 10) == .serve)
        #expect(decide(50, 11) == .refuse(.clientFull))
        #expect(decide(50, 10 + Admission.politeRefusalsPerClient) == .refuse(.clientFull))
        #expect(decide(50, 11 + Admission.politeRefusalsPerClient) == .close)
        #expect(decide(101, 1) == .refuse(.serverFull))
        #expect(decide(101, 1, refusing: Admission.refusalBudget(configuration)) == .close)
        #expect(decide(60, 12, refusing: Admission.refusalBudget(configuration)) == .close)
    }

    @Test func aSilentConnectionIsClosedAndOthersAreServedMeanwhile() throws {
        let server = try TestGeminiServer(router: Self.router()) {
            $0.handshakeTimeout = 1
            $0.requestTimeout = 3600
        }
        // Plain TCP that never says a word: not even a ClientHello.
        let silent = try (0..<5).map { _ in try RawClient(address: "127.0.0.1", port: server.port, timeout: 120) }
        #expect(try server.get("/").status == .success)
        for client in silent { #expect(client.serverClosesPlain()) }
        waitUntil { server.server.openConnections == 0 }
        #expect(server.server.openConnections == 0)
    }

    @Test func silentClientsAfterTheHandshakeLeaveNoSendBuffers() throws {
        let server = try TestGeminiServer(router: Self.router()) { $0.requestTimeout = 3600 }
        // TLS done, session ticket sent, no request: each holds its connection.
        let silent = try (0..<5).map { _ in try RawClient(address: "127.0.0.1", port: server.port, timeout: 120) }
        for client in silent { try client.startTLS() }
        let waiting = { Self.total(server) { $0.connectionsWaitingForRequests() } }
        waitUntil { waiting().count == 5 }
        #expect(waiting().count == 5)
        // The session ticket leaves after the handshake; then the buffer goes.
        waitUntil { waiting().holding == 0 }
        #expect(waiting().holding == 0)
        #expect(try server.get("/").status == .success)
    }

    @Test func clientsSilentInTheMiddleOfTheHandshakeLeaveNoSendBuffers() throws {
        let server = try TestGeminiServer(router: Self.router()) { $0.handshakeTimeout = 3600 }
        // ClientHello sent, the server's answer never acknowledged with a Finished.
        let stalled = try (0..<5).map { _ in try RawClient(address: "127.0.0.1", port: server.port, timeout: 120) }
        for client in stalled { try client.sendClientHelloOnly() }
        let waiting = { Self.total(server) { $0.connectionsWaitingInHandshake() } }
        waitUntil { waiting().count == 5 }
        #expect(waiting().count == 5)
        #expect(waiting().holding == 0)
        #expect(try server.get("/").status == .success)
    }

    /// A census of `server`'s connections over all its loops.
    static func total(
        _ server: TestGeminiServer, _ census: (EventLoop) -> (count: Int, holdingSendBuffers: Int)
    ) -> (count: Int, holding: Int) {
        server.server.loops.map(census).reduce((count: 0, holding: 0)) {
            (count: $0.count + $1.count, holding: $0.holding + $1.holdingSendBuffers)
        }
    }

    @Test func freedMemoryIsReturnedAtMostOnceAnIntervalAndOnlyAfterSomethingWasFreed() {
        let second: UInt64 = 1_000_000_000
        let memory = MemoryReturn(interval: second)
        #expect(!memory.released(0, now: 5 * second))
        #expect(memory.released(3, now: 5 * second))
        #expect(!memory.released(2, now: 5 * second + second / 2))
        // What was freed within the interval is returned once it has passed.
        #expect(memory.released(0, now: 6 * second))
        #expect(!memory.released(0, now: 8 * second))
        // A loop that is never idle hands memory back only now and then.
        #expect(!memory.released(5, now: 9 * second, idle: false))
        #expect(!memory.released(5, now: 15 * second, idle: false))
        #expect(memory.released(0, now: 16 * second, idle: false))
    }

    @Test func theHandshakeTimeoutCountsFromTheConnectNotFromTheAccept() throws {
        // The kernel hands a connection over when its first bytes arrive, or
        // after the deferral when none do; asked for 10 s it would wait 15
        // (SYN-ACK retransmissions double), which is why the server asks for
        // one second only, and counts that second in the handshake timeout.
        let listener = try Socket.listen(on: SocketAddress(ip: "127.0.0.1", port: 0)!)
        defer { close(listener) }
        var seconds: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(listener, Int32(IPPROTO_TCP), TCP_DEFER_ACCEPT, &seconds, &length)
        #expect(seconds == Int32(Socket.deferAcceptSeconds))
        #expect(Socket.deferAcceptSeconds <= 1)
        let second: UInt64 = 1_000_000_000
        #expect(Connection.handshakeDeadline(acceptedAt: 50 * second, timeout: 10 * second, arrivedSilent: false) == 60 * second)
        #expect(Connection.handshakeDeadline(acceptedAt: 50 * second, timeout: 10 * second, arrivedSilent: true) == 59 * second)
        #expect(Connection.handshakeDeadline(acceptedAt: 50 * second, timeout: second / 2, arrivedSilent: true) == 50 * second)
    }

    @Test func theRateLimitGivesABurstThenASteadyPace() {
        let limiter = RateLimiter(.init(requests: 60, seconds: 60, burst: 30))
        let second: UInt64 = 1_000_000_000
        let start = 1000 * second
        for _ in 0..<30 { #expect(limiter.admit(7, now: start) == nil) }
        #expect(limiter.admit(7, now: start) == 1)
        // Another client has its own burst.
        #expect(limiter.admit(8, now: start) == nil)
        // One request a second afterwards, never more than the burst saved up.
        #expect(limiter.admit(7, now: start + second) == nil)
        #expect(limiter.admit(7, now: start + second) == 1)
        for _ in 0..<10 { #expect(limiter.admit(7, now: start + 11 * second) == nil) }
        #expect(limiter.admit(7, now: start + 11 * second) != nil)
        for _ in 0..<30 { #expect(limiter.admit(7, now: start + 3600 * second) == nil) }
        #expect(limiter.admit(7, now: start + 3600 * second) != nil)
    }

    @Test func theRouterCanExemptCertificatesFromTheRateLimit() throws {
        let owner = TLSIdentity.testUser("owner"), visitor = TLSIdentity.testUser("visitor")
        var router = Self.router()
        let ownerFingerprint = owner.certificate.fingerprint
        router.exemptFromRateLimit { $0.fingerprint == ownerFingerprint }
        let server = try TestGeminiServer(router: router) { $0.rateLimit = .init(requests: 1, seconds: 3600, burst: 2) }
        for _ in 0..<10 { #expect(try server.get("/", identity: owner).status == .success) }
        #expect(try server.get("/", identity: visitor).status == .success)
        #expect(try server.get("/", identity: visitor).status == .success)
        #expect(try server.get("/", identity: visitor).status == .slowDown)
        // Without a certificate the visitor's address is the same one.
        #expect(try server.get("/").status == .slowDown)
        #expect(try server.get("/", identity: owner).status == .success)
    }

    @Test func theAccessLogEscapesWhatIsNotPrintableText() {
        func logged(_ bytes: [UInt8], hidingQuery: Bool = false) -> String {
            var buffer: [UInt8] = []
            AccessLogLine.appendURL(bytes[...], hidingQuery: hidingQuery, to: &buffer)
            return String(decoding: buffer, as: UTF8.self)
        }
        #expect(logged(Array("gemini://h/a?b".utf8)) == "gemini://h/a?b")
        #expect(logged([]) == "-")
        // A raw CR, LF, ESC and DEL, a space and a backslash.
        #expect(logged(Array("a\r\n\u{1B}[31m\u{7F} \\b".utf8)) == #"a\x0D\x0A\x1B[31m\x7F\x20\x5Cb"#)
        // Text stays text; C1 controls, separators and bidi overrides do not.
        #expect(logged(Array("é✓\u{85}\u{2028}\u{202E}".utf8)) == #"é✓\xC2\x85\xE2\x80\xA8\xE2\x80\xAE"#)
        // Bytes that are not UTF-8: lone continuation, overlong, surrogate, cut short.
        #expect(logged([0x61, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE2, 0x82]) == #"a\x80\xC0\xAF\xED\xA0\x80\xE2\x82"#)
        #expect(logged(Array("gemini://h/claim?k7qm-4xwp".utf8), hidingQuery: true) == "gemini://h/claim?[hidden]")
    }

    @Test func hostileRequestLinesReachTheLogEscapedAndSecretQueriesNotAtAll() throws {
        let folder = try TemporaryDirectory()
        let logPath = folder.file("access.log").path
        var router = Self.router()
        router.route("/claim") { request in .gemtext("# \(request.query ?? "")\n") }
        router.keepQueryOutOfLog(at: "/claim")
        let server = try TestGeminiServer(router: router) { $0.accessLog = .file(logPath) }
        let hostile = try RawClient(address: "127.0.0.1", port: server.port, timeout: 120)
        try hostile.startTLS()
        hostile.send(Array(server.url("/\u{1B}[2J").utf8) + [0xFF, 0x0D, 0x0A])
        #expect(hostile.responseHeader().hasPrefix("59 "))
        #expect(try server.get("/claim?k7qm-4xwp-r2hd").status == .success)
        let redirect = try server.client().request(try GeminiURL(server.url("/claim/?k7qm-4xwp-r2hd")))
        #expect(redirect.status == .permanentRedirect)
        server.stop()
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(lines.count == 3, "\(log)")
        #expect(log.contains(#"/\x1B[2J\xFF 59 "#))
        #expect(log.contains("/claim?[hidden] 20 "))
        #expect(log.contains("/claim/?[hidden] 31 "))
        #expect(!log.contains("k7qm"))
    }
}
