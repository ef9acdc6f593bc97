import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A port on 127.0.0.1 where a TCP connection never completes: its
/// listener's queue of connections waiting to be accepted is full (one is
/// never accepted), so the kernel drops every new connection request and a
/// client stays in `connect` until its own timeout gives up. For tests of
/// what a fetch does while it connects.
public final class UnansweredPort: @unchecked Sendable {
    /// The port.
    public let port: Int
    private let listener: Int32
    private let filler: Int32

    /// Listens with a queue of one connection, and fills it.
    public init() throws {
        (listener, port) = try TestHTTPServer.listen(on: "127.0.0.1", backlog: 0)
        filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(filler)
            close(listener)
            throw TestServerError("filling the queue of port \(port): \(reason)")
        }
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    deinit {
        close(filler)
        close(listener)
    }
}
