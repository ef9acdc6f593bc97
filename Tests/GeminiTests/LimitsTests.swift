import Foundation
import Gemini
import TestSupport
import Testing

/// Timeouts, the connection limit and the rate limit, with small values.
@Suite struct LimitsTests {
    static func router() -> Router {
        var router = Router()
        router.route("/") { _ in .gemtext("# Home\n") }
        return router
    }

    /// Waits until `condition` holds, at most `seconds` (a backstop for a busy machine).
    func waitUntil(_ condition: () -> Bool, seconds: Double = 60) {
        var waited = 0.0
        while !condition() && waited < seconds {
            Thread.sleep(forTimeInterval: 0.02)
            waited += 0.02
        }
    }

    @Test func halfAHandshakeIsClosedAfterTheHandshakeTimeout() throws {
        // Every other timeout is an hour: only the handshake timeout can close
        // the connection before the client gives up (after a minute).
        let server = try TestGeminiServer(router: Self.router()) {
            $0.handshakeTimeout = 1
            $0.requestTimeout = 3_600
        }
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        raw.sendPlain([0x16, 0x03, 0x01, 0x01, 0x00, 0x01])
        #expect(raw.serverClosesPlain())
        #expect(try server.get("/").status == .success)
    }

    @Test func silentConnectionsAreClosedAfterTheRequestTimeout() throws {
        let server = try TestGeminiServer(router: Self.router()) { $0.requestTimeout = 1 }
        let silent = try (0..<20).map { _ in try RawClient(address: "127.0.0.1", port: server.port) }
        for client in silent { try client.startTLS() }
        waitUntil { server.server.openConnections == 20 }
        // Others are served while they wait.
        #expect(try server.get("/").status == .success)
        waitUntil { server.server.openConnections == 0 }
        #expect(server.server.openConnections == 0)
        for client in silent { #expect(client.receive().bytes.isEmpty) }
    }

    @Test func connectionsBeyondTheLimitArePolitelyRefused() throws {
        let server = try TestGeminiServer(router: Self.router()) { $0.maxConnections = 2 }
        let holders = try (0..<2).map { _ in try RawClient(address: "127.0.0.1", port: server.port) }
        for holder in holders { try holder.startTLS() }
        waitUntil { server.server.openConnections == 2 }
        let refused = try server.get("/")
        #expect(refused.status == .serverUnavailable)
        for holder in holders { holder.send(Array((server.url("/") + "\r\n").utf8)) }
        for holder in holders { #expect(holder.responseHeader().hasPrefix("20 ")) }
        waitUntil { server.server.openConnections == 0 }
        #expect(try server.get("/").status == .success)
    }

    @Test func aHandlerPastItsDeadlineGets40AndTheServerGoesOn() throws {
        let release = Gate()
        var router = Self.router()
        router.route("/stuck", on: .workerPool) { _ in
            release.wait()
            return .plainText("too late")
        }
        let server = try TestGeminiServer(router: router) { $0.handlerTimeout = 1 }
        defer { release.open() }
        let started = Date()
        let late = try server.get("/stuck")
        #expect(late.status == .temporaryFailure)
        #expect(late.meta.contains("took too long"))
        #expect(Date().timeIntervalSince(started) < 30)
        waitUntil { server.server.openConnections == 0 }
        #expect(server.server.openConnections == 0)
        // The late answer, when it comes, goes nowhere, and others are served.
        release.open()
        #expect(try server.get("/").status == .success)
    }

    @Test func rateLimitAnswers44WithSeconds() throws {
        let server = try TestGeminiServer(router: Self.router()) { $0.rateLimit = .init(requests: 3, seconds: 60) }
        for _ in 0..<3 { #expect(try server.get("/").status == .success) }
        let limited = try server.get("/")
        #expect(limited.status == .slowDown)
        #expect((Int(limited.meta) ?? 0) >= 1)
        // Another address (IPv6 loopback) has its own allowance.
        let other = try TestGeminiServer(router: Self.router(), address: "::1") {
            $0.rateLimit = .init(requests: 1, seconds: 60)
        }
        #expect(try other.get("/").status == .success)
        #expect(try other.get("/").status == .slowDown)
    }

    @Test func stopFinishesRequestsInFlight() throws {
        let started = Gate(), gate = Gate(), answered = Gate(), stopped = Gate()
        var router = Router()
        router.route("/slow", on: .workerPool) { _ in
            started.open()
            gate.wait()
            return .plainText("finished")
        }
        // The grace period must outlast a loaded machine: the test is about
        // order (stop, refuse, finish), not about how long any step takes.
        let server = try TestGeminiServer(router: router) { $0.shutdownGracePeriod = 3600 }
        // Client and stop run on threads of their own, never waiting for Swift
        // concurrency's threads, which other tests may keep busy.
        let answer = Box<Result<GeminiResponse, any Error>>()
        Thread {
            answer.value = Result { try server.get("/slow") }
            answered.open()
        }.start()
        started.wait()
        Thread {
            server.stop()
            stopped.open()
        }.start()
        // No longer accepting...
        waitUntil({ (try? RawClient(address: "127.0.0.1", port: server.port)) == nil }, seconds: 30)
        #expect((try? RawClient(address: "127.0.0.1", port: server.port)) == nil)
        gate.open()
        // ...but the request in flight completes.
        answered.wait()
        #expect(try answer.value?.get().text == "finished")
        stopped.wait()
    }
}
