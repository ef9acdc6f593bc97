import Foundation
import Testing

@testable import Gemini

#if canImport(Glibc)
    import Glibc
#endif

/// The listening socket's options, which accepted sockets inherit.
@Suite struct SocketTests {
    @Test func acceptedSocketsSendAtOnceWithoutACallPerConnection() throws {
        let listener = try Socket.listen(on: SocketAddress(ip: "127.0.0.1", port: 0)!)
        defer { close(listener) }
        let port = Socket.localAddress(of: listener).port
        let client = try RawClient(address: "127.0.0.1", port: port, timeout: 120)
        // Deferred accepting hands the connection over once its first bytes arrive.
        client.sendPlain([0x16])
        var accepted: Int32 = -1
        let deadline = Date().addingTimeInterval(120)
        while accepted < 0 && Date() < deadline {
            accepted = accept(listener, nil, nil)
            if accepted < 0 { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(accepted >= 0)
        defer { close(accepted) }
        var noDelay: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(accepted, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, &length)
        #expect(noDelay != 0)
    }
}
