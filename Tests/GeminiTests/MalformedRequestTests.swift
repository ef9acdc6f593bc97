import Foundation
import Gemini
import TestSupport
import Testing

/// Bad input over raw sockets: each case gets the right status or a closed
/// connection, and the server keeps serving.
@Suite struct MalformedRequestTests {
    let server: TestGeminiServer

    init() throws {
        var router = Router()
        router.route("/") { _ in .gemtext("# Home\n") }
        router.route("/big") { _ in .success([UInt8](repeating: 0x61, count: 32 << 20), mimeType: "text/plain") }
        server = try TestGeminiServer(router: router) { configuration in
            configuration.handshakeTimeout = 2
            configuration.requestTimeout = 2
            configuration.writeTimeout = 2
        }
    }

    func stillServes() throws {
        #expect(try server.get("/").text == "# Home\n")
    }

    /// The header the server answers `bytes` with, sent over TLS.
    func answer(_ bytes: [UInt8], pieceSize: Int = .max) throws -> String {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        try raw.startTLS()
        raw.send(bytes, pieceSize: pieceSize)
        return raw.responseHeader()
    }

    func answer(_ line: String) throws -> String { try answer(Array(line.utf8)) }

    @Test func garbageInsteadOfTheHandshakeIsClosed() throws {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        raw.sendPlain(Array("\u{1}\u{2}garbage garbage garbage\r\n".utf8))
        #expect(raw.serverClosesPlain())
        try stillServes()
    }

    @Test func plaintextRequestIsClosed() throws {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        raw.sendPlain(Array(server.url("/").utf8) + [13, 10])
        #expect(raw.serverClosesPlain())
        try stillServes()
    }

    @Test func alertInsteadOfTheHandshakeIsClosed() throws {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        raw.sendPlain([0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28])
        #expect(raw.serverClosesPlain())
        try stillServes()
    }

    @Test func alertInTheMiddleOfTheHandshakeIsClosed() throws {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        raw.abortTLSWithAlert()
        #expect(raw.serverClosesPlain())
        try stillServes()
    }

    @Test func requestInOneByteWritesIsServed() throws {
        #expect(try answer(Array((server.url("/") + "\r\n").utf8), pieceSize: 1) == "20 text/gemini; charset=utf-8")
    }

    @Test func requestWithoutCRLFIsClosedAfterTheTimeout() throws {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        try raw.startTLS()
        raw.send(Array(server.url("/").utf8))
        let (bytes, _, timedOut) = raw.receive()
        #expect(bytes.isEmpty)
        #expect(!timedOut, "the server must close the connection itself")
        try stillServes()
    }

    @Test func urlLengthLimit() throws {
        let prefix = server.url("/")
        let url1024 = prefix + String(repeating: "a", count: 1024 - prefix.utf8.count)
        #expect(try answer(url1024 + "\r\n").hasPrefix("51 "))
        #expect(try answer(url1024 + "a\r\n").hasPrefix("59 "))
        // Refused without waiting for a line end that never comes.
        #expect(try answer(url1024 + String(repeating: "a", count: 3000)).hasPrefix("59 "))
        try stillServes()
    }

    @Test func refusedRequests() throws {
        let base = server.url("/")
        #expect(try answer(Array(base.utf8) + [0xC3, 0x28, 13, 10]).hasPrefix("59 "))
        #expect(try answer(Array(base.utf8) + [0x61, 0x00, 13, 10]).hasPrefix("59 "))
        #expect(try answer("\r\n").hasPrefix("59 "))
        #expect(try answer("/relative\r\n").hasPrefix("59 "))
        #expect(try answer(base + "\n").hasPrefix("59 "))
        #expect(try answer("gemini://user@localhost:\(server.port)/\r\n").hasPrefix("59 "))
        #expect(try answer(base + "#fragment\r\n").hasPrefix("59 "))
        #expect(try answer("https://localhost:\(server.port)/\r\n").hasPrefix("53 "))
        #expect(try answer("gemini://example.com/\r\n").hasPrefix("53 "))
        #expect(try answer("gemini://localhost:1/\r\n").hasPrefix("53 "))
        try stillServes()
    }

    @Test func hostNamesCompareCaseInsensitivelyAndDefaultPortMayBeLeftOut() throws {
        #expect(try answer("gemini://LOCALHOST:\(server.port)/\r\n").hasPrefix("20 "))
        #expect(try answer("gemini://localhost/\r\n").hasPrefix("20 "))
        #expect(try answer("gemini://localhost.:\(server.port)\r\n").hasPrefix("20 "))
    }

    @Test func dotSegmentsAreNormalised() throws {
        #expect(try answer(server.url("/a/../b/../") + "\r\n").hasPrefix("20 "))
        #expect(try answer(server.url("/../../..") + "\r\n").hasPrefix("20 "))
        #expect(try answer(server.url("/%2e%2e/") + "\r\n").hasPrefix("20 "))
    }

    @Test func aClientThatNeverReadsIsDroppedAfterTheWriteTimeout() throws {
        let raw = try RawClient(address: "127.0.0.1", port: server.port)
        try raw.startTLS()
        raw.send(Array((server.url("/big") + "\r\n").utf8))
        // Meanwhile everyone else is served.
        try stillServes()
        var waited = 0.0
        while server.server.openConnections > 0 && waited < 10 {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
        }
        #expect(server.server.openConnections == 0)
        try stillServes()
    }
}
