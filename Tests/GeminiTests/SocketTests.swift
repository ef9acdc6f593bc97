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

    @Test func addressesReadAsInetNtopWritesThem() {
        for text in ["0.0.0.0", "127.0.0.1", "10.9.99.100", "192.168.1.255", "255.255.255.255", "8.80.108.1"] {
            #expect(SocketAddress(ip: text, port: 1965)?.ipText == text)
        }
        // An IPv4 client on a dual-stack socket reads as IPv4; IPv6 as inet_ntop writes it.
        #expect(SocketAddress(ip: "::ffff:203.0.113.7", port: 1965)?.ipText == "203.0.113.7")
        #expect(SocketAddress(ip: "2001:db8::1", port: 1965)?.ipText == "2001:db8::1")
        #expect(SocketAddress(ip: "::1", port: 1965)?.description == "[::1]:1965")
    }
}
